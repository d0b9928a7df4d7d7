import { useState } from 'react';
import { trackerSettingsSchema } from '../../../../shared/schemas/tracker.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveTrackerSettings } from '../api/tracker.ts';

/** After how many days an application still at "Applied" shows as "No answer". */
export function NoAnswerSetting({ days }: { days: number }) {
  const save = useSaveTrackerSettings();
  const [value, setValue] = useState(String(days));
  const parsed = trackerSettingsSchema.safeParse({ noAnswerDays: Number(value) });
  const error = parsed.success ? undefined : 'Enter a whole number of days from 1 to 365.';
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (parsed.success) save.mutate(parsed.data);
      }}
    >
      <TextField
        label="Show “No answer” after this many days"
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={value !== String(days) ? error : undefined}
        className="w-64"
      />
      <Button type="submit" variant="secondary" busy={save.isPending} busyLabel="Saving…">
        Save
      </Button>
      <p role="status" className="text-sm text-slate-600">
        {save.isError ? errorMessage(save.error) : save.isSuccess ? 'Saved.' : ''}
      </p>
    </form>
  );
}
