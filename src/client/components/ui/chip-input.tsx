import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { addChip } from './add-chip.ts';
import { FieldError } from './field-error.tsx';
import { controlClasses } from './field-styles.ts';

type ChipInputProps = {
  label: string;
  hint?: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string | undefined;
  /** Where an imported list came from (decision 045), tied to the input like the hint. */
  source?: ReactNode;
};

/**
 * Type and press Enter to add a chip (spec §2, §5: trimmed, blank ignored, no duplicate in any
 * letter case); each chip has its own remove button, and a screen reader hears what changed.
 */
export function ChipInput({
  label,
  hint = 'Type one and press Enter.',
  values,
  onChange,
  error,
  source,
}: ChipInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const sourceId = `${id}-source`;
  const describedBy = [hintId, source ? sourceId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds a chip; it must not submit the form
    const value = draft.trim();
    setDraft('');
    if (!value) return;
    const next = addChip(values, value);
    if (next === values) return setNotice(`${value} is already in the list.`);
    onChange(next);
    setNotice(`Added ${value}.`);
  };
  const remove = (value: string) => {
    onChange(values.filter((existing) => existing !== value));
    setNotice(`Removed ${value}.`);
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={controlClasses(Boolean(error))}
      />
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      {source ? <div id={sourceId}>{source}</div> : null}
      <p aria-live="polite" className="sr-only">
        {notice}
      </p>
      {values.length > 0 ? (
        <ul aria-label={`${label} added`} className="mt-2 flex flex-wrap gap-2">
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm break-all text-indigo-900 ring-1 ring-indigo-200"
            >
              {value}
              <button
                type="button"
                aria-label={`Remove ${value}`}
                onClick={() => remove(value)}
                className="grid size-6 shrink-0 place-items-center rounded-full text-indigo-700 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
