import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { AppPage } from '../../main-app/components/app-page.tsx';
import { useCatalogueStatus } from '../api/catalogue-status.ts';
import { searchJobsQuery } from '../api/search-jobs.ts';
import { CatalogueLoadingNotice } from './catalogue-loading-notice.tsx';
import { JobResultCard } from './job-result-card.tsx';
import { JobSearchForm } from './job-search-form.tsx';
import { ResultsPagination } from './results-pagination.tsx';

const refreshWhenLoaded = [['jobs']] as const;

/** The catalogue: search and filter every open job; the query lives in the URL. */
export function JobsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.toString() ? `?${params.toString()}` : '';
  const results = useQuery(searchJobsQuery(search));
  const invalid = results.error instanceof ApiError && results.error.code === 'VALIDATION_FAILED';
  const fieldErrors = invalid ? (results.error as ApiError).fieldErrors : {};
  const catalogue = useCatalogueStatus(refreshWhenLoaded);

  return (
    <AppPage title="Jobs">
      <div className="mb-4 empty:hidden">
        <CatalogueLoadingNotice
          status={catalogue}
          consequence="Results fill in as it loads; search again in a moment to see more."
        />
      </div>
      <JobSearchForm
        key={search}
        params={params}
        fieldErrors={fieldErrors}
        onSearch={(next) => setParams(next)}
      />
      <section aria-labelledby="results-heading" aria-busy={results.isFetching} className="mt-6">
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        <div aria-live="polite" className="text-sm text-slate-700">
          {results.data && !results.isPlaceholderData ? resultCount(results.data) : null}
        </div>
        {results.error ? (
          <div role="alert" className="mt-4 space-y-3 text-slate-700">
            <p>
              {invalid
                ? 'Some filters need fixing: see the messages next to them.'
                : `Jobs could not be loaded: ${errorMessage(results.error)}`}
            </p>
            {invalid ? null : (
              <Button
                variant="secondary"
                busy={results.isFetching}
                onClick={() => results.refetch()}
              >
                Try again
              </Button>
            )}
          </div>
        ) : results.data ? (
          results.data.items.length === 0 ? (
            <div className="mt-4">
              <EmptyState title="No jobs match">
                <p>
                  {catalogue?.state === 'loading'
                    ? 'The catalogue is still loading: search again in a moment.'
                    : 'Try fewer words, another spelling, or clear some filters.'}
                </p>
              </EmptyState>
            </div>
          ) : (
            <>
              <ul className={`mt-4 space-y-3 ${results.isPlaceholderData ? 'opacity-60' : ''}`}>
                {results.data.items.map((job) => (
                  <JobResultCard key={job.id} job={job} search={search} />
                ))}
              </ul>
              <ResultsPagination params={params} {...results.data} />
            </>
          )
        ) : (
          <Spinner label="Loading jobs…" />
        )}
      </section>
    </AppPage>
  );
}

function resultCount({ total, totalIsCapped }: { total: number; totalIsCapped: boolean }) {
  if (totalIsCapped) return `More than ${total.toLocaleString('en-US')} jobs`;
  return total === 1 ? '1 job' : `${total.toLocaleString('en-US')} jobs`;
}
