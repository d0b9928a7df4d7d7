import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { actionNotices } from '../action-notice.ts';
import { actOnApplication } from '../api/applications.ts';
import { actionErrorMessage, useApplicationMutation } from '../use-application-mutation.ts';

/** "Withdraw", after an inline confirmation: a withdrawn application is never sent. */
export function WithdrawButton({ id }: { id: string }) {
  const withdraw = useApplicationMutation(
    id,
    () => actOnApplication(id, 'withdraw'),
    actionNotices.withdraw,
  );
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const startButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);
  const keep = () => {
    setConfirming(false);
    requestAnimationFrame(() => startButton.current?.focus());
  };

  if (!confirming) {
    return (
      <Button ref={startButton} variant="secondary" onClick={() => setConfirming(true)}>
        Withdraw
      </Button>
    );
  }
  return (
    <div className="w-full space-y-3 rounded-md bg-red-50 p-4 ring-1 ring-red-200">
      <p id={questionId} className="text-sm text-red-950">
        <strong>Withdraw this application?</strong> Nothing more will be sent to the employer.
      </p>
      <FormAlert>{withdraw.error ? actionErrorMessage(withdraw.error) : null}</FormAlert>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="danger"
          aria-describedby={questionId}
          busy={withdraw.isPending}
          busyLabel="Withdrawing…"
          onClick={() => withdraw.mutate(undefined)}
        >
          Yes, withdraw
        </Button>
        <Button
          ref={keepButton}
          variant="secondary"
          aria-describedby={questionId}
          disabled={withdraw.isPending}
          onClick={keep}
        >
          Keep it
        </Button>
      </div>
    </div>
  );
}
