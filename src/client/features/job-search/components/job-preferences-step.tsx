import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { industries } from '../../../../shared/industries.ts';
import { jobEmploymentTypes } from '../../../../shared/schemas/jobs.ts';
import {
  employmentTypeLabels,
  jobShifts,
  radiusMilesOptions,
  salaryBandOptions,
  shiftLabels,
} from '../../../../shared/schemas/preferences.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SelectField } from '../../jobs/components/select-field.tsx';
import { OccupationCombobox } from './occupation-combobox.tsx';
import { RelatedOccupationsField } from './related-occupations-field.tsx';
import { browserTimeZone, type WizardValues } from './wizard-values.ts';

const none = (label: string) => ({ value: '', label });
const salaryOptions = [none('No preference'), ...salaryBandOptions];
const industryOptions = [
  none('Any industry'),
  ...industries.map((value) => ({ value, label: value })),
];
const radiusOptions = radiusMilesOptions.map((miles) => ({
  value: String(miles),
  label: `Within ${miles} miles`,
}));
const hourOptions = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));

/** Step 1: job title, preferred location (or remote), salary range and the data model's extras. */
export function JobPreferencesStep({ form }: { form: UseFormReturn<WizardValues> }) {
  const { register, control, formState } = form;
  const error = (name: keyof WizardValues) => formState.errors[name]?.message;
  const hourHintId = useId();
  const typesHintId = useId();
  const shiftsHintId = useId();
  return (
    <div className="space-y-5">
      <Controller
        control={control}
        name="jobTitle"
        render={({ field, fieldState }) => (
          <OccupationCombobox
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <RelatedOccupationsField form={form} />
      <div className="space-y-2">
        <TextField
          label="Preferred Location"
          placeholder="City, State"
          error={error('location')}
          {...register('location')}
        />
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4" {...register('remote')} />
          Open to remote work
        </label>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Salary Range"
          options={salaryOptions}
          error={error('salaryRange')}
          {...register('salaryRange')}
        />
        <SelectField
          label="Industry"
          options={industryOptions}
          error={error('industry')}
          {...register('industry')}
        />
        <TextField
          label="Lowest yearly pay"
          inputMode="numeric"
          placeholder="e.g. 45000"
          hint="Jobs whose stated pay tops out below this are left out. Hourly: wage × 2,080."
          error={error('salaryMin')}
          {...register('salaryMin')}
        />
        <SelectField
          label="Travel distance"
          options={radiusOptions}
          error={error('radiusMiles')}
          {...register('radiusMiles')}
        />
        <div>
          <SelectField
            label="Daily search time"
            options={hourOptions}
            error={error('dailyRunHour')}
            // The select ties its own error to itself; the zone hint is for when there is none.
            {...(error('dailyRunHour') ? {} : { 'aria-describedby': hourHintId })}
            {...register('dailyRunHour')}
          />
          <p id={hourHintId} className="mt-1 text-sm text-slate-600">
            Your time zone: {browserTimeZone()}
          </p>
        </div>
      </div>
      <fieldset aria-describedby={typesHintId}>
        <legend className="text-sm font-medium text-slate-800">Employment types</legend>
        <p id={typesHintId} className="mt-1 text-sm text-slate-600">
          Leave all unticked for any type.
        </p>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {jobEmploymentTypes.map((type) => (
            <label key={type} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4"
                value={type}
                {...register('employmentTypes')}
              />
              {employmentTypeLabels[type]}
            </label>
          ))}
        </div>
        <FieldError id={`${typesHintId}-error`} error={error('employmentTypes')} />
      </fieldset>
      <fieldset aria-describedby={shiftsHintId}>
        <legend className="text-sm font-medium text-slate-800">Shifts you will work</legend>
        <p id={shiftsHintId} className="mt-1 text-sm text-slate-600">
          Leave all unticked for any shift. Jobs that state only other shifts are left out.
        </p>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {jobShifts.map((shift) => (
            <label key={shift} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="size-4" value={shift} {...register('shifts')} />
              {shiftLabels[shift]}
            </label>
          ))}
        </div>
        <FieldError id={`${shiftsHintId}-error`} error={error('shifts')} />
      </fieldset>
      <label className="inline-flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4" {...register('willingToRelocate')} />
        Willing to relocate (jobs beyond your travel distance too)
      </label>
    </div>
  );
}
