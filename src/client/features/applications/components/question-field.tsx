import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { EmployerQuestion } from '../../../../shared/schemas/applications.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { answerControl, optionsOf } from '../answer-form.ts';

const CONDITIONAL_HINT =
  'The form asks this only after some of your answers. Answer it now, so Hireloop does not stop to ask.';

/** One employer question, with its exact text and options, as the right control. */
export function QuestionField({
  question,
  error,
  registration,
}: {
  question: EmployerQuestion;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const groupId = useId();
  const control = answerControl(question);
  const label = `${question.label}${question.required ? ' *' : ''}`;
  const required = question.required ? ('true' as const) : undefined;
  const hint = question.conditional ? CONDITIONAL_HINT : undefined;
  if (control === 'file') {
    return (
      <div className="text-sm">
        <p className="font-medium text-slate-800">{label}</p>
        <p className="text-slate-600">
          This question asks for a file: attach it on the employer's form yourself (see “Finish it
          yourself” below).
        </p>
      </div>
    );
  }
  if (control === 'select') {
    return (
      <SelectField
        label={label}
        options={optionsOf(question)}
        emptyLabel="Choose…"
        hint={hint}
        error={error}
        aria-required={required}
        {...registration}
      />
    );
  }
  if (control === 'radio' || control === 'checkboxes') {
    const errorId = `${groupId}-error`;
    return (
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">{label}</legend>
        {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
        <div className="mt-2 space-y-2">
          {optionsOf(question).map((option) => (
            <label key={option} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type={control === 'radio' ? 'radio' : 'checkbox'}
                value={option}
                className="mt-0.5 size-4 shrink-0 accent-indigo-600"
                {...registration}
              />
              <span className="wrap-anywhere">{option}</span>
            </label>
          ))}
        </div>
        <FieldError id={errorId} error={error} />
      </fieldset>
    );
  }
  if (control === 'textarea') {
    return (
      <TextArea
        label={label}
        hint={hint}
        error={error}
        aria-required={required}
        {...registration}
      />
    );
  }
  return (
    <TextField
      label={label}
      type={control === 'text' ? 'text' : control}
      hint={hint}
      error={error}
      aria-required={required}
      {...registration}
    />
  );
}
