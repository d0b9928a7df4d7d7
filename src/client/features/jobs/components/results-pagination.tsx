import { LinkButton } from '../../../components/ui/link-button.tsx';
import { withPage } from './search-params.ts';

interface ResultsPaginationProps {
  params: URLSearchParams;
  page: number;
  pageSize: number;
  total: number;
  totalIsCapped: boolean;
}

/** Previous / next links (real links, so they open in a new tab and keep the search). */
export function ResultsPagination({
  params,
  page,
  pageSize,
  total,
  totalIsCapped,
}: ResultsPaginationProps) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  // Past the counting cap the last page is unknown, so "Next" stays until a page comes back short.
  const hasNext = page < lastPage || totalIsCapped;
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label="Result pages" className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <LinkButton variant="secondary" to={withPage(params, page - 1)}>
          Previous
        </LinkButton>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">
        Page {page}
        {totalIsCapped ? '' : ` of ${lastPage}`}
      </span>
      {hasNext ? (
        <LinkButton variant="secondary" to={withPage(params, page + 1)}>
          Next
        </LinkButton>
      ) : (
        <span />
      )}
    </nav>
  );
}
