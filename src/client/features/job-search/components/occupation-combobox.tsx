import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { occupationTitle, searchOccupations } from './occupation-search.ts';

interface OccupationComboboxProps {
  /** SOC code, or '' when none is chosen. */
  value: string;
  onChange: (soc: string) => void;
  error?: string | undefined;
}

/**
 * The job-title dropdown (spec §2 step 1): the 342 occupations, alphabetical, searchable by title
 * and by the job titles postings use, clearable. WAI-ARIA combobox with a list popup: arrows
 * move, Enter chooses, Escape closes; the typed text never replaces the choice until one is made.
 */
export function OccupationCombobox({ value, onChange, error }: OccupationComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = text ?? occupationTitle(value);
  const hits = useMemo(() => searchOccupations(text ?? ''), [text]);
  const activeSoc = open ? hits[active]?.option.soc : undefined;
  useEffect(() => {
    if (activeSoc)
      document.getElementById(`${id}-${activeSoc}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeSoc, id]);

  const choose = (soc: string) => {
    onChange(soc);
    setText(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.min(hits.length - 1, Math.max(0, current + step)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const hit = hits[active];
      if (hit) choose(hit.option.soc);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setText(null);
    }
  };

  const activeHit = open ? hits[active] : undefined;
  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Job Title
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeHit ? `${id}-${activeHit.option.soc}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          placeholder="Search job titles"
          value={shown}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setText(null);
          }}
          onKeyDown={onKeyDown}
          className="block w-full rounded-md bg-white px-3 py-2 text-base text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:text-sm"
        />
        {value ? (
          <button
            type="button"
            onClick={() => choose('')}
            className="rounded-md px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            Clear<span className="sr-only"> job title</span>
          </button>
        ) : null}
      </div>
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Job titles"
          className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200"
        >
          {hits.length === 0 ? (
            <div role="presentation" className="px-3 py-2 text-slate-600">
              No job title matches.
            </div>
          ) : (
            hits.map((hit, index) => (
              <div
                key={hit.option.soc}
                tabIndex={-1}
                id={`${id}-${hit.option.soc}`}
                role="option"
                aria-selected={hit.option.soc === value}
                // mousedown, not click: it lands before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(hit.option.soc);
                }}
                className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-indigo-50 text-indigo-900' : 'text-slate-900'}`}
              >
                {hit.option.title}
                {hit.matchedAlias ? (
                  <span className="ml-2 text-slate-500">({hit.matchedAlias})</span>
                ) : null}
              </div>
            ))
          )}
        </div>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
