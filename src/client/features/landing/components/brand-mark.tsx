import { landingLinks } from '../landing-links.ts';

/** The product name with its square mark, linking to the landing page. */
export function BrandMark() {
  return (
    <a
      href={landingLinks.home}
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-indigo-600 text-sm text-white"
      >
        H
      </span>
      Hireloop
    </a>
  );
}
