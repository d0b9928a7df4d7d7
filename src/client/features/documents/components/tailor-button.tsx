import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { packageEditorPath } from '../../../lib/paths.ts';
import { createPackage, packagesKey } from '../api/packages.ts';

/**
 * "Tailor for this job": asks the server for the job's package (it prepares one, or returns the
 * one there is) and opens it, where its preparation shows. Kept small: it sits on every
 * dashboard card, within the first screen's budget (decision 053).
 */
export function TailorButton({
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
  const tailor = useMutation({
    mutationFn: () => createPackage(jobId),
    onSuccess: (summary) => {
      void queryClient.invalidateQueries({ queryKey: [...packagesKey, 'list'] });
      return navigate(packageEditorPath(summary.id));
    },
  });
  return (
    <>
      <Button
        variant={variant}
        busy={tailor.isPending}
        busyLabel="Starting…"
        aria-label={tailor.isPending ? undefined : `Tailor for this job: ${jobTitle}`}
        onClick={() => tailor.mutate()}
      >
        Tailor for this job
      </Button>
      {tailor.error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          Could not start tailoring: {errorMessage(tailor.error)}
        </p>
      ) : null}
    </>
  );
}
