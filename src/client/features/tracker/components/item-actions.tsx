import { useEffect, useRef, useState } from 'react';
import type { TrackedItem } from '../../../../shared/schemas/tracker.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteTrackedItem } from '../api/tracker.ts';
import { useTrackerAnnouncer } from '../tracker-announcer.ts';
import { OutsideApplicationForm } from './outside-application-form.tsx';

const small = 'px-2 py-1 text-xs';

/**
 * Edit (an application made elsewhere only: the others are kept as they were sent) and delete,
 * confirmed in the card itself, never in a browser dialog (decision 069).
 */
export function ItemActions({ item }: { item: TrackedItem }) {
  const [mode, setMode] = useState<'idle' | 'editing' | 'confirming'>('idle');
  const announce = useTrackerAnnouncer();
  const remove = useDeleteTrackedItem();
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (mode === 'confirming') confirmButton.current?.focus();
  }, [mode]);
  if (mode === 'editing')
    return (
      <OutsideApplicationForm
        item={item}
        onDone={(saved) => {
          setMode('idle');
          announce(`Saved “${saved.title}”.`);
        }}
        onCancel={() => setMode('idle')}
      />
    );
  if (mode === 'confirming')
    return (
      <div className="space-y-2 rounded-md bg-red-50 p-2">
        <p className="text-xs text-red-900">
          Delete “{item.title}” from your tracker, with its notes and reminders?
          {item.applicationId
            ? ' The application Hireloop sent, its package and its receipt stay under Applications.'
            : ''}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            ref={confirmButton}
            variant="danger"
            className={small}
            busy={remove.isPending}
            busyLabel="Deleting…"
            // The promise, not mutate's callbacks: this card is gone by the time it settles.
            onClick={() =>
              remove.mutateAsync(item.id).then(
                () => announce(`Deleted “${item.title}” from your tracker.`),
                () => {}, // shown below from remove.error
              )
            }
          >
            Delete
          </Button>
          <Button variant="secondary" className={small} onClick={() => setMode('idle')}>
            Keep it
          </Button>
        </div>
        {remove.isError ? (
          <p role="alert" className="text-xs text-red-700">
            Not deleted: {errorMessage(remove.error)}
          </p>
        ) : null}
      </div>
    );
  return (
    <div className="flex flex-wrap gap-2">
      {item.source === 'elsewhere' ? (
        <Button variant="secondary" className={small} onClick={() => setMode('editing')}>
          Edit details
        </Button>
      ) : null}
      <Button variant="ghost" className={small} onClick={() => setMode('confirming')}>
        Delete…
      </Button>
    </div>
  );
}
