import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  type ApplicationSettings,
  applicationSettingsSchema,
} from '../../../../shared/schemas/applications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { applicationsKey } from '../api/application-list.ts';
import { applicationSettingsKey, saveApplicationSettings } from '../api/application-settings.ts';
import { ruleSources } from '../settings-copy.ts';
import { ToggleField } from './toggle-field.tsx';

const card = 'space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** The paused switch, the standing rule and the limits; Save stores them (the API checks too). */
export function ApplicationSettingsForm({ saved }: { saved: ApplicationSettings }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(applicationSettingsSchema), defaultValues: saved });
  const save = useMutation({
    mutationFn: saveApplicationSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(applicationSettingsKey, answer);
      reset(answer.settings);
      // Pausing, the rule and the cooldown change why applications wait: ask for them again.
      void queryClient.invalidateQueries({ queryKey: applicationsKey });
    },
    onError: (error) => showServerFieldErrors(error, setError),
  });
  const ruleOn = watch('autoApply.enabled');
  const status = save.isPending
    ? 'Saving…'
    : isDirty
      ? 'Unsaved changes'
      : save.isSuccess
        ? 'Saved'
        : '';
  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))} className="space-y-6">
      <section aria-labelledby="pause-heading" className={card}>
        <h2 id="pause-heading" className="text-lg font-semibold text-slate-900">
          Sending
        </h2>
        <ToggleField
          label="Pause all applications"
          hint="While paused nothing is sent; approved applications wait until you turn it off."
          {...register('paused')}
        />
      </section>
      <section aria-labelledby="rule-heading" className={card}>
        <h2 id="rule-heading" className="text-lg font-semibold text-slate-900">
          Apply without asking
        </h2>
        <ToggleField
          label="Apply to strong matches without asking me first"
          hint="Off: you approve every application after seeing exactly what will be sent."
          {...register('autoApply.enabled')}
        />
        <fieldset
          aria-describedby="rule-scope"
          className={`space-y-4 ${ruleOn ? '' : 'opacity-70'}`}
        >
          <p id="rule-scope" className="text-sm text-slate-600">
            {ruleOn
              ? 'Matches that reach this score, from these sources, are sent without asking you.'
              : 'Used only while the rule above is on.'}
          </p>
          <TextField
            label="Minimum match score (0–100)"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            className="max-w-48"
            error={errors.autoApply?.minScore?.message}
            {...register('autoApply.minScore', { valueAsNumber: true })}
          />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">From these sources</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {ruleSources.map((source) => (
                <label key={source.kind} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    value={source.kind}
                    className="size-4 accent-indigo-600"
                    {...register('autoApply.sources')}
                  />
                  {source.label}
                </label>
              ))}
            </div>
            <p className="mt-1 text-sm text-slate-600">None chosen: the rule applies nowhere.</p>
          </fieldset>
        </fieldset>
      </section>
      <section aria-labelledby="limits-heading" className={card}>
        <h2 id="limits-heading" className="text-lg font-semibold text-slate-900">
          Limits and privacy
        </h2>
        <TextField
          label="Days between applications to one company"
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          className="max-w-48"
          hint="Per company, not per posting. 0 turns the cooldown off."
          error={errors.cooldownDays?.message}
          {...register('cooldownDays', { valueAsNumber: true })}
        />
        <ToggleField
          label="Answer demographic (EEO) questions from my answers"
          hint="Off: such questions are answered “decline to self-identify”. On: your encrypted answers are used, and never shown in receipts unless you reveal them."
          {...register('shareEeoAnswers')}
        />
      </section>
      <FormAlert>{save.error ? `Not saved: ${errorMessage(save.error)}` : null}</FormAlert>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <Button
          type="submit"
          busy={save.isPending}
          busyLabel="Saving…"
          className="w-full sm:w-auto"
        >
          Save settings
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-slate-700">
          {status}
        </p>
      </div>
    </form>
  );
}
