import { type ReactNode, useId } from 'react';
import { FieldError } from './field-error.tsx';

type FieldShellProps = {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  id?: string;
  /** Draws the control with the ids the label, hint and error need. */
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
};

/** Label, hint and announced error around any control, tied together with aria-describedby. */
export function FieldShell({ label, hint, error, className = '', id, children }: FieldShellProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].join(' ').trim() || undefined;
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
      <FieldError id={errorId} error={error} />
    </div>
  );
}
