import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { latestRunQuery, runNow } from '../api/matches.ts';
import { describeRun } from './describe-run.ts';

/** The last run's state and "Run now" (the list follows the run: see useRunVersion). */
export function RunStatus() {
  const queryClient = useQueryClient();
  const latest = useQuery(latestRunQuery);
  const run = latest.data?.run ?? null;
  const busy = run?.status === 'queued' || run?.status === 'running';
  const start = useMutation({
    mutationFn: runNow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: latestRunQuery.queryKey }),
  });

  return (
    <div className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="text-sm text-slate-700">
        {latest.error
          ? `Search status unavailable: ${errorMessage(latest.error)}`
          : describeRun(run)}
      </p>
      <div className="flex items-center gap-3">
        {start.error ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(start.error)}
          </p>
        ) : null}
        <Button
          variant="secondary"
          busy={busy || start.isPending}
          busyLabel="Searching..."
          onClick={() => start.mutate()}
        >
          Run now
        </Button>
      </div>
    </div>
  );
}
