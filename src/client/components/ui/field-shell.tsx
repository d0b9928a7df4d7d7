import { type ReactNode, useId } from 'react';
import { FieldError } from './field-error.tsx';

type FieldShellProps = {
  label: string;
  hint?: string;
  error?: string;
  /** Where an imported value came from (decision 045), tied to the control like the hint. */
  source?: ReactNode;
  className?: string;
  id?: string;
  /** Draws the control with the ids the label, hint and error need. */
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
};

/** Label, hint and announced error around any control, tied together with aria-describedby. */
export function FieldShell({
  label,
  hint,
  error,
  source,
  className = '',
  id,
  children,
}: FieldShellProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const sourceId = `${controlId}-source`;
  const describedBy =
    [hint ? hintId : '', source ? sourceId : '', error ? errorId : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id: controlId, describedBy })}
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
