import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { landingLinks } from '../landing-links.ts';
import { BrandMark } from './brand-mark.tsx';

const navLink =
  'rounded-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * Spec §2 header: anchors to AI Features and Pricing, Try Now and Get Started to sign-up. On a
 * phone the section links and Log in move to a second row so both buttons stay visible.
 */
export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white px-4 sm:px-6">
      <a
        href={landingLinks.main}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:text-indigo-700 focus:shadow"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 py-3">
        <BrandMark />
        <nav
          aria-label="Main"
          className="order-last flex w-full items-center gap-5 text-sm sm:order-none sm:w-auto sm:flex-1"
        >
          {/* "/#…" also works from the legal pages; on / it only scrolls. */}
          <a href={`${landingLinks.home}${landingLinks.features}`} className={navLink}>
            AI Features
          </a>
          <a href={`${landingLinks.home}${landingLinks.pricing}`} className={navLink}>
            Pricing
          </a>
          <a href={landingLinks.login} className={`${navLink} sm:ml-auto`}>
            Log in
          </a>
        </nav>
        <div className="ml-auto flex items-center gap-2 sm:ml-0">
          <a href={landingLinks.signup} className={buttonClasses('secondary', 'px-3')}>
            Try Now
          </a>
          <a href={landingLinks.signup} className={buttonClasses('primary', 'px-3')}>
            Get Started
          </a>
        </div>
      </div>
    </header>
  );
}
