import { type ComponentProps, useId } from 'react';
import { FieldError } from '../../../components/ui/field-error.tsx';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
};

/** A labelled select whose error is announced and tied to it, like TextField. */
export function SelectField({
  label,
  options,
  error,
  id,
  className = '',
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block w-full rounded-md bg-white px-3 py-2 text-base text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:text-sm"
        {...select}
      >
        {options.map((option) => (
          <option key={`${option.value}-${option.label}`} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
