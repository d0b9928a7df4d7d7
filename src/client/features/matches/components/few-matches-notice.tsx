import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Preferences } from '../../../../shared/schemas/preferences.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { preferencesQuery, savePreferences } from '../../job-search/api/preferences.ts';
import { matchesKey } from '../api/matches.ts';
import { fewMatchesAdvice } from './few-matches.ts';

/**
 * Says when few jobs fit today, and widens the travel distance or adds the closest related
 * occupations in one click (decision 047). The save queues a run, whose progress the run line
 * above shows while this notice steps aside.
 */
export function FewMatchesNotice({ count }: { count: number }) {
  const queryClient = useQueryClient();
  const saved = useQuery(preferencesQuery).data?.preferences ?? null;
  const widen = useMutation({
    mutationFn: (change: Partial<Pick<Preferences, 'radiusMiles' | 'relatedOccupations'>>) => {
      if (!saved) throw new Error('Your preferences are not loaded yet.');
      return savePreferences({ ...saved, ...change });
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
  const related = advice.relatedToAdd;
  return (
    <div className="mt-4 space-y-2 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
      <p>
        {advice.text} We only show jobs that fit; you can also{' '}
        <Link to={paths.jobSearch} className="font-medium underline">
          change your job search
        </Link>
        .
      </p>
      <div className="flex flex-wrap gap-2">
        {wider ? (
          <Button
            variant="secondary"
            busy={widen.isPending && widen.variables?.radiusMiles !== undefined}
            busyLabel="Widening…"
            disabled={widen.isPending}
            onClick={() => widen.mutate({ radiusMiles: wider })}
          >
            Search within {wider} miles
          </Button>
        ) : null}
        {related.length > 0 && saved ? (
          <Button
            variant="secondary"
            // Occupation titles run long: the label wraps instead of widening the page.
            className="whitespace-normal! text-left"
            busy={widen.isPending && widen.variables?.relatedOccupations !== undefined}
            busyLabel="Adding…"
            disabled={widen.isPending}
            onClick={() =>
              widen.mutate({
                relatedOccupations: [
                  ...saved.relatedOccupations,
                  ...related.map((entry) => entry.soc),
                ],
              })
            }
          >
            Add related occupations: {related.map((entry) => entry.title).join(', ')}
          </Button>
        ) : null}
      </div>
      {widen.error ? (
        <p role="alert" className="text-red-700">
          {errorMessage(widen.error)}
        </p>
      ) : null}
    </div>
  );
}
