import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LearnedPreferences } from '../../../../shared/schemas/matches.ts';
import { OUTCOME_LEARNED_ID_PREFIX } from '../../../../shared/schemas/tracker.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { forgetLearned, learnedQuery, matchesKey, resetLearned } from '../api/matches.ts';

type LearnedItem = LearnedPreferences['items'][number];

function LearnedList(props: { items: LearnedItem[]; forget: (id: string) => void; busy: boolean }) {
  return (
    <ul className="mt-2 space-y-1">
      {props.items.map((item) => (
        <li
          key={item.id}
          className="flex items-center justify-between gap-2 text-sm text-slate-800"
        >
          <span>{item.text}</span>
          <Button variant="ghost" disabled={props.busy} onClick={() => props.forget(item.id)}>
            Remove<span className="sr-only">: {item.text}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** "What you've taught us": each learned preference in words, removable, and a reset. */
export function LearnedPanel() {
  const queryClient = useQueryClient();
  const learned = useQuery(learnedQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: matchesKey });
  const forget = useMutation({ mutationFn: forgetLearned, onSuccess: refresh });
  const reset = useMutation({ mutationFn: resetLearned, onSuccess: refresh });
  const items = learned.data?.items ?? [];
  // Outcomes recorded in the tracker are listed apart, as what employers did (decision 068).
  const isOutcome = (item: LearnedItem) => item.id.startsWith(OUTCOME_LEARNED_ID_PREFIX);
  const taught = items.filter((item) => !isOutcome(item));
  const outcomes = items.filter(isOutcome);
  const failure = learned.error ?? forget.error ?? reset.error;
  return (
    <section
      aria-labelledby="learned-heading"
      className="rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="learned-heading" className="text-sm font-semibold text-slate-900">
        What you've taught us
      </h2>
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(failure)}
        </p>
      ) : null}
      {learned.data && items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Nothing yet. Like or dislike matches, or record what employers answered in the tracker,
          and we will learn what you want.
        </p>
      ) : null}
      <LearnedList items={taught} forget={forget.mutate} busy={forget.isPending} />
      {outcomes.length > 0 ? (
        <>
          <h3 className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
            From your applications
          </h3>
          <LearnedList items={outcomes} forget={forget.mutate} busy={forget.isPending} />
        </>
      ) : null}
      {items.length > 0 ? (
        <Button
          variant="secondary"
          className="mt-3"
          busy={reset.isPending}
          busyLabel="Resetting…"
          onClick={() => reset.mutate()}
        >
          Reset what we learned
        </Button>
      ) : null}
    </section>
  );
}
