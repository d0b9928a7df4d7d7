import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { occupationOptions } from '../../../../shared/occupation-options.ts';
import { relatedOccupationsBySoc } from '../../../../shared/related-occupations.ts';
import { MAX_RELATED_OCCUPATIONS } from '../../../../shared/schemas/preferences.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import type { WizardValues } from './wizard-values.ts';

const titleOf = new Map(occupationOptions.map((option) => [option.soc, option.title]));
const chip =
  'inline-flex max-w-full items-center gap-1 rounded-full py-1 text-sm ring-1 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * Related occupations as chips the person adds or removes: jobs of these count as theirs too
 * (decision 047). Offered from the chosen job title's related list; chosen ones stay listed even
 * when the title changes, so nothing is dropped behind the person's back.
 */
export function RelatedOccupationsField({ form }: { form: UseFormReturn<WizardValues> }) {
  const hintId = useId();
  const jobTitle = useWatch({ control: form.control, name: 'jobTitle' });
  const chosen = useWatch({ control: form.control, name: 'relatedOccupations' }) ?? [];
  const offered = (relatedOccupationsBySoc[jobTitle] ?? []).filter((soc) => !chosen.includes(soc));
  const full = chosen.length >= MAX_RELATED_OCCUPATIONS;
  const set = (next: string[]) =>
    form.setValue('relatedOccupations', next, { shouldDirty: true, shouldValidate: true });
  if (!jobTitle && chosen.length === 0) return null;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-800">Related occupations</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        Jobs in these occupations are searched too (up to {MAX_RELATED_OCCUPATIONS}).
      </p>
      {chosen.length > 0 ? (
        <ul aria-label="Related occupations added" className="mt-2 flex flex-wrap gap-2">
          {chosen.map((soc) => (
            <li
              key={soc}
              className={`${chip} bg-indigo-50 pr-1 pl-3 text-indigo-900 ring-indigo-200`}
            >
              {titleOf.get(soc) ?? soc}
              <button
                type="button"
                aria-label={`Remove ${titleOf.get(soc) ?? soc}`}
                onClick={() => set(chosen.filter((other) => other !== soc))}
                className="grid size-6 shrink-0 place-items-center rounded-full text-indigo-700 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {offered.length > 0 ? (
        <ul aria-label="Related occupations you can add" className="mt-2 flex flex-wrap gap-2">
          {offered.map((soc) => (
            <li key={soc}>
              <button
                type="button"
                disabled={full}
                aria-label={`Add ${titleOf.get(soc) ?? soc}`}
                onClick={() => set([...chosen, soc])}
                className={`${chip} bg-white px-3 text-slate-800 ring-slate-300 hover:bg-slate-50 disabled:opacity-50`}
              >
                <span aria-hidden="true">+</span> {titleOf.get(soc) ?? soc}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError
        id={`${hintId}-error`}
        error={form.formState.errors.relatedOccupations?.message}
      />
    </fieldset>
  );
}
