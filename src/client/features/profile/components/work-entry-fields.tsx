import type { ReactNode } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { formatWorkTitle } from '../../../../shared/format-work-title.ts';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { EntryFieldset } from './entry-fieldset.tsx';
import type { WorkFormInput, WorkFormOutput } from './work-form-schema.ts';

type WorkEntryFieldsProps = {
  index: number;
  control: Control<WorkFormInput, unknown, WorkFormOutput>;
  register: UseFormRegister<WorkFormInput>;
  errors: FieldErrors<WorkFormInput['workExperience'][number]> | undefined;
  onRemove: (() => void) | undefined;
  /** The imported source line of a field, by its form name (decision 045). */
  sourceOf: (field: string) => ReactNode;
};

/** One position's fields, with the title as it will appear (formattedTitle, spec §3). */
export function WorkEntryFields({
  index,
  control,
  register,
  errors,
  onRemove,
  sourceOf,
}: WorkEntryFieldsProps) {
  const entry = useWatch({ control, name: `workExperience.${index}` });
  const title = entry.position.trim()
    ? formatWorkTitle({ ...entry, position: entry.position.trim() })
    : '';
  return (
    <EntryFieldset legend={`Position ${index + 1}`} onRemove={onRemove}>
      <TextField
        label="Company"
        error={errors?.company?.message}
        source={sourceOf(`workExperience.${index}.company`)}
        {...register(`workExperience.${index}.company`)}
      />
      <TextField
        label="Position"
        error={errors?.position?.message}
        source={sourceOf(`workExperience.${index}.position`)}
        {...register(`workExperience.${index}.position`)}
      />
      <TextField
        label="Location"
        className="sm:col-span-2"
        error={errors?.location?.message}
        source={sourceOf(`workExperience.${index}.location`)}
        {...register(`workExperience.${index}.location`)}
      />
      <TextField
        label="Start Date"
        type="month"
        error={errors?.startDate?.message}
        source={sourceOf(`workExperience.${index}.startDate`)}
        {...register(`workExperience.${index}.startDate`)}
      />
      <TextField
        label="End Date"
        type="month"
        hint="Leave empty if you work here now."
        error={errors?.endDate?.message}
        source={sourceOf(`workExperience.${index}.endDate`)}
        {...register(`workExperience.${index}.endDate`)}
      />
      <TextArea
        label="Description (optional)"
        className="sm:col-span-2"
        error={errors?.description?.message}
        source={sourceOf(`workExperience.${index}.description`)}
        {...register(`workExperience.${index}.description`)}
      />
      {title ? (
        <p className="text-sm text-slate-700 sm:col-span-2">
          Shown as:{' '}
          <span className="font-semibold text-slate-900" data-testid="formatted-title">
            {title}
          </span>
        </p>
      ) : null}
    </EntryFieldset>
  );
}
