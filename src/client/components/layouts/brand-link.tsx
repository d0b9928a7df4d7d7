import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

type BrandLinkProps = {
  to?: string;
  /** Below 640px only the logo shows (the name stays for screen readers): for crowded headers. */
  compact?: boolean;
};

/** The product name, linking home. */
export function BrandLink({ to = paths.home, compact = false }: BrandLinkProps) {
  return (
    <Link
      to={to}
      // The landing page is prerendered HTML outside this router.
      reloadDocument={to === paths.home}
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-indigo-600 text-sm text-white"
      >
        H
      </span>
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>Hireloop</span>
    </Link>
  );
}
