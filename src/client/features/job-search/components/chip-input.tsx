import { type KeyboardEvent, useId, useState } from 'react';

interface ChipInputProps {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string | undefined;
}

/**
 * Type and press Enter to add a chip (spec §2 step 2, §5): the entry is trimmed, a blank one is
 * ignored, one already there in any letter case is not added again; each chip has a remove button.
 */
export function ChipInput({ label, values, onChange, error }: ChipInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState('');

  const add = () => {
    const value = draft.trim();
    if (!value) return setDraft('');
    if (values.some((existing) => existing.toLowerCase() === value.toLowerCase())) {
      setNotice(`${value} is already in the list.`);
      return setDraft('');
    }
    onChange([...values, value]);
    setNotice(`Added ${value}.`);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
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
        aria-describedby={[hintId, error ? errorId : ''].join(' ').trim()}
        aria-invalid={error ? true : undefined}
        className="mt-1 block w-full rounded-md bg-white px-3 py-2 text-base text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:text-sm"
      />
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        Type one and press Enter.
      </p>
      <p aria-live="polite" className="sr-only">
        {notice}
      </p>
      {values.length > 0 ? (
        <ul aria-label={`${label} added`} className="mt-2 flex flex-wrap gap-2">
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-900 ring-1 ring-indigo-200"
            >
              {value}
              <button
                type="button"
                aria-label={`Remove ${value}`}
                onClick={() => {
                  onChange(values.filter((existing) => existing !== value));
                  setNotice(`Removed ${value}.`);
                }}
                className="rounded-full px-2 text-indigo-700 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
