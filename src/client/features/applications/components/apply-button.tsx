import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applicationPath } from '../../../lib/paths.ts';
import { applicationListQuery, applicationsKey, createApplication } from '../api/applications.ts';
import { stateLabels } from '../application-states.ts';

/**
 * "Apply" on a match card and the job page: starts the job's application (the server tailors
 * the documents if needed) and opens it, where the user reviews everything before it is sent.
 * When the job has one already, "View application" with its state instead. Kept small: it sits
 * on every dashboard card (decision 053).
 */
export function ApplyButton({
  jobId,
  jobTitle,
  variant = 'secondary',
}: {
  jobId: string;
  jobTitle: string;
  variant?: 'primary' | 'secondary';
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const existing = useQuery(applicationListQuery).data?.applications.find(
    (item) => item.jobId === jobId,
  );
  const apply = useMutation({
    mutationFn: () => createApplication(jobId),
    onSuccess: (application) => {
      void queryClient.invalidateQueries({ queryKey: [...applicationsKey, 'list'] });
      return navigate(applicationPath(application.id));
    },
  });
  if (existing) {
    return (
      <LinkButton variant={variant} to={applicationPath(existing.id)}>
        View application<span className="sr-only"> for {jobTitle}</span>
        <span className="font-normal">({stateLabels[existing.state]})</span>
      </LinkButton>
    );
  }
  return (
    <>
      <Button
        variant={variant}
        busy={apply.isPending}
        busyLabel="Starting…"
        aria-label={apply.isPending ? undefined : `Apply: ${jobTitle}`}
        onClick={() => apply.mutate()}
      >
        Apply
      </Button>
      {apply.error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          Could not start the application: {errorMessage(apply.error)}
        </p>
      ) : null}
    </>
  );
}
