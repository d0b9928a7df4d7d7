import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { savePreferences } from '../api/preferences.ts';
import { CertificationsStep } from './certifications-step.tsx';
import { JobPreferencesStep } from './job-preferences-step.tsx';
import { LinksField } from './links-field.tsx';
import { SkillsStep } from './skills-step.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { clearWizardDraft, useWizardDraftAutosave } from './use-wizard-draft.ts';
import {
  stepOfField,
  toPreferencesInput,
  validateWizard,
  type WizardValues,
} from './wizard-values.ts';

const LAST_STEP = 2;

interface PreferencesWizardProps {
  userId: string;
  initialValues: WizardValues;
  restoredDraft: boolean;
}

/**
 * The three-step wizard (spec §2). "Save & Find Jobs" saves for real and starts a matching run:
 * "Finding Jobs..." (disabled) while it does, then "Jobs Search Started!" in green. A refused
 * field takes the user to its step with the message next to it; nothing typed is lost.
 */
export function PreferencesWizard({
  userId,
  initialValues,
  restoredDraft,
}: PreferencesWizardProps) {
  const [step, setStep] = useState(0);
  const [started, setStarted] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm<WizardValues>({ defaultValues: initialValues });
  useWizardDraftAutosave(form, userId);

  const showErrors = (errors: Record<string, string>) => {
    form.clearErrors();
    const fields = Object.keys(errors);
    for (const field of fields) {
      form.setError(field as Path<WizardValues>, { type: 'validate', message: errors[field] });
    }
    const first = fields[0];
    if (first !== undefined) setStep(stepOfField(first));
  };

  const save = useMutation({
    mutationFn: (values: WizardValues) => savePreferences(toPreferencesInput(values)),
    onSuccess: async () => {
      clearWizardDraft(userId);
      setStarted(true);
      await queryClient.invalidateQueries({ queryKey: ['preferences'] });
      await queryClient.invalidateQueries({ queryKey: ['matches'] });
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        showErrors(
          Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, messages]) => [
              field,
              messages[0] ?? '',
            ]),
          ),
        );
      }
    },
  });

  const next = () => {
    const errors = validateWizard(form.getValues());
    const here = Object.fromEntries(
      Object.entries(errors).filter(([field]) => stepOfField(field) === step),
    );
    if (Object.keys(here).length > 0) return showErrors(here);
    form.clearErrors();
    setStep((current) => Math.min(LAST_STEP, current + 1));
  };

  const submit = form.handleSubmit((values) => {
    const errors = validateWizard(values);
    if (Object.keys(errors).length > 0) return showErrors(errors);
    setStarted(false);
    save.mutate(values);
  });

  return (
    <form noValidate onSubmit={submit} onChange={() => setStarted(false)} className="space-y-6">
      <StepIndicator step={step} />
      {restoredDraft ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          We kept what you typed last time. It is not saved until you press Save &amp; Find Jobs.
        </p>
      ) : null}
      <section aria-label={`Step ${step + 1} of 3`}>
        {step === 0 ? <JobPreferencesStep form={form} /> : null}
        {step === 1 ? <SkillsStep form={form} /> : null}
        {step === 2 ? (
          <div className="space-y-6">
            <CertificationsStep form={form} />
            <LinksField form={form} />
          </div>
        ) : null}
      </section>
      <FormAlert>
        {save.error
          ? save.error instanceof ApiError && save.error.code === 'VALIDATION_FAILED'
            ? 'Some answers need fixing: see the messages next to them.'
            : `Your preferences could not be saved: ${errorMessage(save.error)}`
          : null}
      </FormAlert>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
          Previous
        </Button>
        {step < LAST_STEP ? (
          // Distinct keys: React must not turn this very button into the submit button while its
          // click is still being handled, or the click would submit the form.
          <Button key="next" onClick={next}>
            Next
          </Button>
        ) : (
          <Button
            key="submit"
            type="submit"
            busy={save.isPending}
            busyLabel="Finding Jobs..."
            variant={started ? 'success' : 'primary'}
          >
            {started ? 'Jobs Search Started!' : 'Save & Find Jobs'}
          </Button>
        )}
        <p aria-live="polite" className="text-sm text-green-800">
          {started ? (
            <>
              Saved. Your matches will appear on the{' '}
              <Link to={paths.dashboard} className="font-medium underline">
                Dashboard
              </Link>
              .
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}
