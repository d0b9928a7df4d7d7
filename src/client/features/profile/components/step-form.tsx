import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

type StepFormProps = {
  title: string;
  intro?: ReactNode;
  /** The message after a refused Next, shown in the page's alert region. */
  alert: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel?: string;
  children: ReactNode;
};

export const SAVE_FAILED = 'Error saving data. Please try again.';

/** The right-hand panel of the builder: one step's heading, fields, alert and Next button. */
export function StepForm({
  title,
  intro,
  alert,
  onSubmit,
  busy,
  submitLabel = 'Next',
  children,
}: StepFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-labelledby="step-heading">
      <div>
        <h2
          id="step-heading"
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {title}
        </h2>
        {intro ? <div className="mt-1 text-sm text-slate-600">{intro}</div> : null}
      </div>
      {children}
      <FormAlert>{alert}</FormAlert>
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" busy={busy} busyLabel="Saving…" className="w-full sm:w-auto">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
