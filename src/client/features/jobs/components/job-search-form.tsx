import { type FormEvent, useId, useState } from 'react';
import { industries } from '../../../../shared/industries.ts';
import { occupationOptions } from '../../../../shared/occupation-options.ts';
import { jobEmploymentTypes, jobWorkplaces } from '../../../../shared/schemas/jobs.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { employmentTypeLabels, workplaceLabel } from '../job-format.ts';
import { activeFilterCount, formToSearchParams, postedSinceOptions } from './search-params.ts';
import { SelectField } from './select-field.tsx';

interface JobSearchFormProps {
  params: URLSearchParams;
  fieldErrors: Record<string, string[]>;
  onSearch: (params: URLSearchParams) => void;
}

const any = { value: '', label: 'Any' };
const employmentOptions = [
  any,
  ...jobEmploymentTypes.map((value) => ({ value, label: employmentTypeLabels[value] ?? value })),
];
const workplaceOptions = [
  any,
  ...jobWorkplaces
    .filter((value) => value !== 'unknown')
    .map((value) => ({ value, label: workplaceLabel(value) ?? value })),
];
/** The 342 occupations postings are matched to (by SOC code); a few share a code. */
const occupationChoices = [
  any,
  ...occupationOptions.map((occupation) => ({ value: occupation.soc, label: occupation.title })),
];
const relocationOptions = [any, { value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }];
const sortOptions = [
  { value: 'relevance', label: 'Best match' },
  { value: 'date', label: 'Newest first' },
];

/**
 * The search box and the filter panel (spec §5 filters plus workplace and posting date). It
 * starts from the URL and writes back to it. The panel starts folded, so results are the first
 * thing in view; its button says how many filters are on.
 */
export function JobSearchForm({ params, fieldErrors, onSearch }: JobSearchFormProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const industryListId = useId();
  const active = activeFilterCount(params);
  // A filter the server refused must be in view, even with the panel folded away.
  const panelShown = filtersOpen || Object.keys(fieldErrors).some((field) => field !== 'q');
  const value = (name: string) => params.get(name) ?? '';
  const error = (name: string) => fieldErrors[name]?.[0];
  const text = (name: string, label: string, extra: Record<string, string> = {}) => (
    <TextField
      name={name}
      label={label}
      defaultValue={value(name)}
      error={error(name)}
      {...extra}
    />
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(formToSearchParams(event.currentTarget));
  };

  return (
    <search aria-label="Jobs">
      <form onSubmit={submit} className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            className="flex-1"
            type="search"
            name="q"
            label="Search jobs"
            placeholder="Job title, skill or company"
            defaultValue={value('q')}
            error={error('q')}
          />
          <Button type="submit">Search</Button>
        </div>
        <div className="flex flex-wrap items-center gap-4 text-sm text-slate-700">
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              name="match"
              value="any"
              defaultChecked={value('match') === 'any'}
              className="size-4 rounded border-slate-300 text-indigo-600"
            />
            Match any word
          </label>
          <SelectField
            name="sort"
            label="Sort by"
            options={sortOptions}
            defaultValue={value('sort') || 'relevance'}
            className="flex items-center gap-2 [&_label]:whitespace-nowrap [&_select]:mt-0"
          />
          <Button
            variant="secondary"
            aria-expanded={panelShown}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {panelShown ? 'Hide filters' : 'Show filters'}
            {active > 0 ? ` (${active} on)` : ''}
          </Button>
        </div>
        <fieldset
          id={panelId}
          className={`${panelShown ? 'grid' : 'hidden'} gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-3`}
        >
          <legend className="sr-only">Filters</legend>
          {text('title', 'Job title')}
          {text('location', 'Location')}
          {text('industry', 'Industry', { list: industryListId })}
          <datalist id={industryListId}>
            {industries.map((industry) => (
              <option key={industry} value={industry} />
            ))}
          </datalist>
          <SelectField
            name="employmentType"
            label="Employment type"
            options={employmentOptions}
            defaultValue={value('employmentType')}
            error={error('employmentType')}
          />
          <SelectField
            name="workplace"
            label="Workplace"
            options={workplaceOptions}
            defaultValue={value('workplace')}
            error={error('workplace')}
          />
          <SelectField
            name="postedSince"
            label="Posted"
            options={postedSinceOptions(value('postedSince'))}
            defaultValue={value('postedSince')}
            error={error('postedSince')}
          />
          {text('salaryMin', 'Minimum salary (USD a year)', { inputMode: 'numeric' })}
          {text('salaryMax', 'Maximum salary (USD a year)', { inputMode: 'numeric' })}
          <TextField
            name="skills"
            label="Skills"
            hint="Separate skills with commas; every one must be listed."
            defaultValue={params.getAll('skills').join(', ')}
            error={error('skills')}
          />
          {text('software', 'Software')}
          {text('certificationName', 'Certification name', {
            hint: 'Used with the organization: fill in both.',
          })}
          {text('certificationOrganization', 'Certifying organization')}
          <SelectField
            name="relocation"
            label="Relocation offered"
            options={relocationOptions}
            defaultValue={value('relocation')}
            error={error('relocation')}
          />
          {text('links', 'Link contains')}
          <SelectField
            name="occupation"
            label="Occupation"
            options={occupationChoices}
            defaultValue={value('occupation')}
            error={error('occupation')}
          />
          <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-3">
            <Button type="submit">Apply filters</Button>
            <Button type="reset" variant="ghost" onClick={() => onSearch(new URLSearchParams())}>
              Clear all
            </Button>
          </div>
        </fieldset>
      </form>
    </search>
  );
}
