import { COPYRIGHT_YEAR_ID } from '../../../../shared/prerendered-pages.ts';
import { landingLinks } from '../landing-links.ts';
import { BrandMark } from './brand-mark.tsx';

const footerLink =
  'rounded-sm text-slate-700 hover:text-slate-900 hover:underline focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * The year is written at build time and kept current by the server on every response (a page
 * built in December must not say last year in January), so it needs no script.
 */
export function SiteFooter({ year, contactEmail }: { year: number; contactEmail: string }) {
  return (
    <footer className="border-t border-slate-200 bg-white px-4 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 py-10 text-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-2">
          <BrandMark />
          <p className="text-slate-600">
            © <span id={COPYRIGHT_YEAR_ID}>{year}</span> Hireloop. All rights reserved.
          </p>
        </div>
        <nav aria-label="Legal and account" className="flex flex-wrap gap-x-6 gap-y-2">
          <a href={landingLinks.privacy} className={footerLink}>
            Privacy Policy
          </a>
          <a href={landingLinks.terms} className={footerLink}>
            Terms &amp; Conditions
          </a>
          <a href={`mailto:${contactEmail}`} className={footerLink}>
            Contact
          </a>
          <a href={landingLinks.login} className={footerLink}>
            Log in
          </a>
        </nav>
      </div>
    </footer>
  );
}
