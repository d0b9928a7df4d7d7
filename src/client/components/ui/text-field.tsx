import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldError } from './field-error.tsx';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Guidance shown under the input at all times. */
  hint?: string;
  error?: string;
  /** Where an imported value came from (decision 045), tied to the input like the hint. */
  source?: ReactNode;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({
  label,
  hint,
  error,
  source,
  id,
  className = '',
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const sourceId = `${inputId}-source`;
  const describedBy = [hint ? hintId : '', source ? sourceId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const border = error
    ? 'ring-red-500 focus-visible:outline-red-600'
    : 'ring-slate-300 focus-visible:outline-indigo-600';
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1 block w-full rounded-md bg-white px-3 py-2 text-base text-slate-900 shadow-sm ring-1 ring-inset placeholder:text-slate-400 read-only:bg-slate-50 read-only:text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-0 sm:text-sm ${border}`}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {source ? <div id={sourceId}>{source}</div> : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
