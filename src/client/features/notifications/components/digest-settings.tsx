import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  type DigestFrequency,
  type DigestKind,
  digestFrequencies,
  type DigestSettings as Settings,
} from '../../../../shared/schemas/digest.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  digestSettingsKey,
  digestSettingsQuery,
  saveDigestSettings,
} from '../api/digest-settings.ts';

const card = 'space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';
const frequencyLabels: Record<DigestFrequency, string> = {
  daily: 'Every day',
  weekly: 'Mondays only',
  off: 'Off',
};
const kindLabels: Record<DigestKind, string> = {
  matches: 'New matches, with one-click like and dislike',
  applications: 'Applications waiting for your review or an answer',
  status_changes: 'Applications sent, or not confirmed, since the last e-mail',
  reminders: 'Follow-up reminders that are due',
};
const hours = Array.from({ length: 24 }, (_, hour) => ({
  hour,
  label: `${String(hour).padStart(2, '0')}:00`,
}));

/** Settings: the e-mail digest's frequency, kinds and hour (decision 066). */
export function DigestSettings() {
  const queryClient = useQueryClient();
  const stored = useQuery(digestSettingsQuery);
  const [draft, setDraft] = useState<Settings | null>(null);
  useEffect(() => {
    if (stored.data && !draft) {
      const { timeZone: _zone, ...settings } = stored.data;
      setDraft(settings);
    }
  }, [stored.data, draft]);
  const save = useMutation({
    mutationFn: saveDigestSettings,
    onSuccess: (saved) => queryClient.setQueryData(digestSettingsKey, saved),
  });
  const change = (next: Partial<Settings>) => {
    save.reset();
    setDraft((current) => (current ? { ...current, ...next } : current));
  };
  return (
    <section aria-labelledby="digest-heading" className={card}>
      <h2 id="digest-heading" className="text-lg font-semibold text-slate-900">
        E-mail digest
      </h2>
      {!draft ? (
        stored.error ? (
          <FormAlert>{errorMessage(stored.error)}</FormAlert>
        ) : (
          <Spinner label="Loading your e-mail settings" />
        )
      ) : (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(draft);
          }}
        >
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">How often</legend>
            {digestFrequencies.map((frequency) => (
              <label key={frequency} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name="digest-frequency"
                  value={frequency}
                  checked={draft.frequency === frequency}
                  onChange={() => change({ frequency })}
                />
                {frequencyLabels[frequency]}
              </label>
            ))}
          </fieldset>
          <fieldset className="space-y-2" disabled={draft.frequency === 'off'}>
            <legend className="text-sm font-medium text-slate-900">What it tells you</legend>
            {(Object.keys(kindLabels) as DigestKind[]).map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={draft.kinds.includes(kind)}
                  onChange={(event) =>
                    change({
                      kinds: event.target.checked
                        ? [...draft.kinds, kind]
                        : draft.kinds.filter((k) => k !== kind),
                    })
                  }
                />
                {kindLabels[kind]}
              </label>
            ))}
          </fieldset>
          <label className="block text-sm text-slate-700">
            <span className="font-medium text-slate-900">At</span>{' '}
            <select
              value={draft.hour}
              disabled={draft.frequency === 'off'}
              onChange={(event) => change({ hour: Number(event.target.value) })}
              className="rounded-md border border-slate-300 px-2 py-1"
            >
              {hours.map(({ hour, label }) => (
                <option key={label} value={hour}>
                  {label}
                </option>
              ))}
            </select>{' '}
            your time ({stored.data?.timeZone}, the zone of your job search preferences)
          </label>
          <FormAlert>{save.error ? errorMessage(save.error) : null}</FormAlert>
          <div className="flex items-center gap-3">
            <Button type="submit" variant="secondary" busy={save.isPending}>
              Save e-mail settings
            </Button>
            {save.isSuccess ? (
              <p role="status" className="text-sm text-green-800">
                Saved.
              </p>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
