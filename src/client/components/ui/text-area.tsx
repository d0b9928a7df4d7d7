import type { ComponentProps, ReactNode } from 'react';
import { FieldShell } from './field-shell.tsx';
import { controlClasses } from './field-styles.ts';

type TextAreaProps = ComponentProps<'textarea'> & {
  label: string;
  hint?: string;
  error?: string;
  /** Where an imported value came from (decision 045). */
  source?: ReactNode;
};

export function TextArea({
  label,
  hint,
  error,
  source,
  id,
  className = '',
  ...textarea
}: TextAreaProps) {
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      source={source}
      id={id}
      className={className}
    >
      {(control) => (
        <textarea
          id={control.id}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={control.describedBy}
          className={controlClasses(Boolean(error))}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}
