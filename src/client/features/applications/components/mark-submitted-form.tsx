import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { actionNotices } from '../action-notice.ts';
import { markSubmitted } from '../api/applications.ts';
import { actionErrorMessage, useApplicationMutation } from '../use-application-mutation.ts';

/** Records that the application went out, with the confirmation e-mail's text if pasted. */
export function MarkSubmittedForm({ id, label }: { id: string; label: string }) {
  const [confirmation, setConfirmation] = useState('');
  const done = useApplicationMutation(
    id,
    (text: string) => markSubmitted(id, text.trim() ? { confirmationText: text.trim() } : {}),
    actionNotices.markSubmitted,
  );
  return (
    <form
      className="space-y-3 border-t border-slate-200 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        done.mutate(confirmation);
      }}
    >
      <TextArea
        label="Confirmation e-mail (optional)"
        hint="Paste the employer's confirmation here to keep it with your receipt."
        rows={4}
        maxLength={20_000}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <FormAlert>{done.error ? actionErrorMessage(done.error) : null}</FormAlert>
      <Button type="submit" busy={done.isPending} busyLabel="Recording…">
        {label}
      </Button>
    </form>
  );
}
