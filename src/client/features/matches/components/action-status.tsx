import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { markApplied, matchesKey } from '../api/matches.ts';
import type { CardStatus } from './match-card.tsx';

/**
 * The dashboard's announcement of the last action on a card, read out politely. After
 * "I applied" the card leaves today's list, so focus moves to the Undo offered here rather
 * than being lost with it.
 */
export function ActionStatus({
  status,
  onStatus,
}: {
  status: CardStatus;
  onStatus: (status: CardStatus) => void;
}) {
  const queryClient = useQueryClient();
  const undoButton = useRef<HTMLButtonElement>(null);
  const undo = status.undoApplied;
  const undoing = useMutation({
    mutationFn: (jobId: string) => markApplied(jobId, false),
    onSuccess: () => {
      onStatus({ message: `Undone: ${undo?.title ?? 'the job'} is no longer marked as applied.` });
      return queryClient.invalidateQueries({ queryKey: matchesKey });
    },
  });
  useEffect(() => {
    if (undo) undoButton.current?.focus();
  }, [undo]);

  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <p aria-live="polite">{status.message}</p>
      {undo ? (
        <Button
          ref={undoButton}
          variant="ghost"
          busy={undoing.isPending}
          onClick={() => undoing.mutate(undo.jobId)}
        >
          Undo<span className="sr-only"> marking {undo.title} as applied</span>
        </Button>
      ) : null}
      {undoing.error ? (
        <p role="alert" className="w-full text-red-700">
          Could not undo: {errorMessage(undoing.error)}
        </p>
      ) : null}
    </div>
  );
}
