import type { CatalogueStatus } from '../../../../shared/schemas/catalogue-status.ts';

/**
 * Shown while the job catalogue is still filling (the first start's demo corpus), so a page
 * with few or no results says why instead of looking empty.
 */
export function CatalogueLoadingNotice({
  status,
  consequence,
}: {
  status: CatalogueStatus | undefined;
  /** What it means for this page, e.g. "Results fill in as it loads." */
  consequence: string;
}) {
  if (status?.state !== 'loading') return null;
  const percent = status.percent ?? 0;
  return (
    <div
      role="status"
      className="rounded-lg bg-indigo-50 p-4 text-sm text-indigo-950 ring-1 ring-indigo-200"
    >
      <p className="font-semibold">
        Loading the job catalogue, {percent} %
        {status.expectedPostings
          ? ` (${status.loadedPostings.toLocaleString('en-US')} of ${status.expectedPostings.toLocaleString('en-US')} jobs)`
          : ''}
      </p>
      <p className="mt-1">{consequence}</p>
      <div
        role="progressbar"
        aria-label="Job catalogue loaded"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-indigo-100"
      >
        <div className="h-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
