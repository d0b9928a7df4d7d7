import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { JobPackages } from '../../documents/components/job-packages.tsx';
import { AppPage } from '../../main-app/components/app-page.tsx';
import { jobDetailQuery } from '../api/get-job.ts';
import { JobDetails } from './job-details.tsx';

/** One job; "Back to results" returns to the search it was opened from. */
export function JobDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const from = (location.state as { search?: unknown } | null)?.search;
  const backTo = `${paths.jobs}${typeof from === 'string' ? from : ''}`;
  const job = useQuery(jobDetailQuery(id));
  return (
    <AppPage title={job.data?.title ?? 'Job'}>
      <p className="-mt-4 mb-4 text-sm">
        <TextLink to={backTo}>← Back to results</TextLink>
      </p>
      {job.data ? (
        <div className="space-y-6">
          <JobPackages
            jobId={job.data.id}
            jobTitle={job.data.title}
            canApply={!job.data.isDemo && !job.data.closedAt}
          />
          <JobDetails job={job.data} />
        </div>
      ) : job.error ? (
        <div role="alert" className="space-y-3 text-slate-700">
          <p>This job could not be loaded: {errorMessage(job.error)}</p>
          <Button variant="secondary" busy={job.isFetching} onClick={() => job.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading the job…" />
      )}
    </AppPage>
  );
}
