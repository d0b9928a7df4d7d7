import type { MarketingContent } from '../../../../shared/schemas/marketing.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { landingLinks } from '../landing-links.ts';
import { MatchPreview } from './match-preview.tsx';

/** The h1 is the largest text on a phone, so it is the LCP element: plain HTML, no web font. */
export function HeroSection({ content }: { content: MarketingContent }) {
  const { hero, clients } = content;
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-indigo-50 to-white px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
            {hero.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            {hero.title}
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-700">{hero.lead}</p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <a
              href={landingLinks.signup}
              className={buttonClasses('primary', 'px-6 py-3 text-base')}
            >
              Get Started
            </a>
            <a
              href={landingLinks.pricing}
              className={buttonClasses('secondary', 'px-6 py-3 text-base')}
            >
              See plans
            </a>
          </div>
          {clients.show && (
            <p className="mt-6 text-sm font-medium text-slate-700">{clients.claim}</p>
          )}
        </div>
        <MatchPreview heading={hero.previewHeading} matches={hero.preview} />
      </div>
    </section>
  );
}
