import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applicationPath } from '../../../lib/paths.ts';
import {
  applicationListQuery,
  applicationsKey,
  createApplication,
} from '../api/application-list.ts';
import { stateLabels } from '../state-names.ts';

/**
 * "Apply" on a match card and the job page: starts the job's application (the server tailors
 * the documents if needed) and opens it, where the user reviews everything before it is sent.
 * When the job has one already, "View application" with its state instead. Kept small: it sits
 * on every dashboard card, within the first screen's budget (decision 053).
 */
export function ApplyButton({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const existing = useQuery(applicationListQuery).data?.applications.find(
    (item) => item.jobId === jobId,
  );
  const apply = useMutation({
    mutationFn: () => createApplication(jobId),
    onSuccess: (application) => {
      void queryClient.invalidateQueries({ queryKey: applicationsKey });
      return navigate(applicationPath(application.id));
    },
  });
  const forJob = <span className="sr-only"> for {jobTitle}</span>;
  if (existing) {
    return (
      <>
        <LinkButton variant="secondary" to={applicationPath(existing.id)}>
          View application{forJob}
        </LinkButton>
        <span className="text-sm text-slate-600">{stateLabels[existing.state]}</span>
      </>
    );
  }
  return (
    <>
      <Button variant="secondary" busy={apply.isPending} onClick={() => apply.mutate()}>
        {apply.isPending ? 'Starting…' : 'Apply'}
        {forJob}
      </Button>
      {apply.error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          Could not apply: {errorMessage(apply.error)}
        </p>
      ) : null}
    </>
  );
}
