import { type KeyboardEvent, useId, useState } from 'react';
import { controlClasses } from '../../../components/ui/field-styles.ts';
import { addChip } from './add-chip.ts';

type ChipInputProps = {
  label: string;
  hint: string;
  values: string[];
  onChange: (values: string[]) => void;
};

/** Type and press Enter to add a chip; each chip has its own remove button. */
export function ChipInput({ label, hint, values, onChange }: ChipInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds a chip; it must not submit the step
    onChange(addChip(values, text));
    setText('');
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint`}
        className={controlClasses(false)}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      {values.length > 0 ? (
        <ul aria-label={label} className="mt-3 flex flex-wrap gap-2">
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-800 ring-1 ring-indigo-200"
            >
              {value}
              <button
                type="button"
                aria-label={`Remove ${value}`}
                onClick={() => onChange(values.filter((existing) => existing !== value))}
                className="grid size-6 place-items-center rounded-full hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
