import type { ComponentProps } from 'react';
import { FieldShell } from './field-shell.tsx';
import { controlClasses } from './field-styles.ts';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  options: readonly string[];
  /** The first choice, with the value '' (for example "Not answered"). */
  emptyLabel: string;
  hint?: string;
  error?: string;
};

/** A labelled native select: the options are shown and stored as the same text. */
export function SelectField({
  label,
  options,
  emptyLabel,
  hint,
  error,
  id,
  className = '',
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <select
          id={control.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={control.describedBy}
          className={controlClasses(Boolean(error))}
          {...select}
        >
          <option value="">{emptyLabel}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
