import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCancelSubscription } from '../api/subscription-summary.ts';

type CancelSubscriptionProps = {
  /** The end of the paid period, formatted; access lasts until then. */
  endsOn: string | null;
  alreadyCancelled: boolean;
};

const accessUntil = (endsOn: string | null) =>
  endsOn ? `you keep access until ${endsOn}` : 'you keep access until the paid period ends';

/** Cancel at period end, after an inline confirmation (a dialog box would hide the details). */
export function CancelSubscription({ endsOn, alreadyCancelled }: CancelSubscriptionProps) {
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  // The question takes focus when it appears; "Keep" gives it back to the button that asked.
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);
  const keep = () => {
    setConfirming(false);
    requestAnimationFrame(() => startButton.current?.focus());
  };

  if (alreadyCancelled) {
    return (
      <p
        role="status"
        className="rounded-md bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200"
      >
        Cancelled; access until {endsOn ?? 'the end of the paid period'}.
      </p>
    );
  }
  if (!confirming) {
    return (
      <div className="border-t border-slate-200 pt-6">
        <Button ref={startButton} variant="secondary" onClick={() => setConfirming(true)}>
          Cancel subscription
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4 rounded-md bg-red-50 p-4 ring-1 ring-red-200">
      <p id="cancel-question" className="text-sm text-red-950">
        <strong>Cancel your subscription?</strong> It will not renew, and {accessUntil(endsOn)}.
      </p>
      <FormAlert>{cancel.error ? errorMessage(cancel.error) : null}</FormAlert>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="danger"
          aria-describedby="cancel-question"
          busy={cancel.isPending}
          busyLabel="Cancelling…"
          onClick={() => cancel.mutate()}
        >
          Yes, cancel
        </Button>
        <Button
          ref={keepButton}
          variant="secondary"
          aria-describedby="cancel-question"
          disabled={cancel.isPending}
          onClick={keep}
        >
          Keep my subscription
        </Button>
      </div>
    </div>
  );
}
