import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { preferencesQuery, savePreferences } from '../../job-search/api/preferences.ts';
import { matchesKey } from '../api/matches.ts';
import { fewMatchesAdvice } from './few-matches.ts';

/**
 * Says when few jobs fit today, and widens the travel distance in one click. The save queues a
 * run, whose progress the run line above shows while this notice steps aside.
 */
export function FewMatchesNotice({ count }: { count: number }) {
  const queryClient = useQueryClient();
  const saved = useQuery(preferencesQuery).data?.preferences ?? null;
  const widen = useMutation({
    mutationFn: (radiusMiles: number) => {
      if (!saved) throw new Error('Your preferences are not loaded yet.');
      return savePreferences({ ...saved, radiusMiles });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: preferencesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: matchesKey }),
      ]),
  });
  const advice = saved ? fewMatchesAdvice(count, saved) : null;
  if (!advice) return null;
  const wider = advice.widerRadiusMiles;
  return (
    <div className="mt-4 space-y-2 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
      <p>
        {advice.text} We only show jobs that fit; widen your search or{' '}
        <Link to={paths.jobSearch} className="font-medium underline">
          change your job search
        </Link>
        .
      </p>
      {wider ? (
        <Button
          variant="secondary"
          busy={widen.isPending}
          busyLabel="Widening…"
          onClick={() => widen.mutate(wider)}
        >
          Search within {wider} miles
        </Button>
      ) : null}
      {widen.error ? (
        <p role="alert" className="text-red-700">
          {errorMessage(widen.error)}
        </p>
      ) : null}
    </div>
  );
}
