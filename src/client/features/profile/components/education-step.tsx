import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { educationEntrySchema, type Profile } from '../../../../shared/schemas/profile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSaveProfileStep } from '../api/profile.ts';
import { readDraft } from '../drafts/profile-drafts.ts';
import { useAutosavedDraft } from '../drafts/use-autosaved-draft.ts';
import { useFieldSources } from '../review/use-field-sources.ts';
import { entriesFormSchema } from './entries-form-schema.ts';
import { EntryFieldset } from './entry-fieldset.tsx';
import { SAVE_FAILED, StepForm } from './step-form.tsx';

const MAX_ENTRIES = 20;
const educationFields = z.object({
  school: z.string(),
  degree: z.string(),
  schoolCityState: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  description: z.string(),
});
type EducationFields = z.infer<typeof educationFields>;
const formSchema = z.object({
  education: entriesFormSchema(educationFields, educationEntrySchema),
});
const draftShape = z.object({ education: z.array(educationFields) });
const blankEntry: EducationFields = {
  school: '',
  degree: '',
  schoolCityState: '',
  startDate: '',
  endDate: '',
  description: '',
};

type EducationStepProps = { userId: string; profile: Profile | null; onSaved: () => void };

/** Step 3: schools, as many as needed; at least one entry is always on screen. */
export function EducationStep({ userId, profile, onSaved }: EducationStepProps) {
  const save = useSaveProfileStep();
  const [alert, setAlert] = useState<string | null>(null);
  const saved = profile?.education ?? [];
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: readDraft(userId, 'education', draftShape) ?? {
      education: saved.length > 0 ? saved : [blankEntry],
    },
  });
  const entries = useFieldArray({ control, name: 'education' });
  const discardDraft = useAutosavedDraft(userId, 'education', watch);
  const sources = useFieldSources(userId, 'education', watch);

  const submit = handleSubmit(({ education }) => {
    setAlert(null);
    save.mutate(
      { step: 'education', body: { entries: education } },
      {
        onSuccess: () => {
          discardDraft();
          sources.stepSaved();
          onSaved();
        },
        onError: () => setAlert(SAVE_FAILED),
      },
    );
  });

  return (
    <StepForm
      title="Education"
      intro="Optional. An entry left completely empty is not saved."
      alert={alert}
      onSubmit={submit}
      busy={save.isPending}
    >
      {entries.fields.map((field, index) => {
        const fieldErrors = errors.education?.[index];
        return (
          <EntryFieldset
            key={field.id}
            legend={`Education ${index + 1}`}
            onRemove={
              entries.fields.length > 1
                ? () => {
                    entries.remove(index);
                    sources.entryRemoved('education', index);
                  }
                : undefined
            }
          >
            <TextField
              label="School"
              error={fieldErrors?.school?.message}
              source={sources.sourceOf(`education.${index}.school`)}
              {...register(`education.${index}.school`)}
            />
            <TextField
              label="Degree"
              error={fieldErrors?.degree?.message}
              source={sources.sourceOf(`education.${index}.degree`)}
              {...register(`education.${index}.degree`)}
            />
            <TextField
              label="School City, State"
              className="sm:col-span-2"
              error={fieldErrors?.schoolCityState?.message}
              source={sources.sourceOf(`education.${index}.schoolCityState`)}
              {...register(`education.${index}.schoolCityState`)}
            />
            <TextField
              label="Start Date"
              type="month"
              error={fieldErrors?.startDate?.message}
              source={sources.sourceOf(`education.${index}.startDate`)}
              {...register(`education.${index}.startDate`)}
            />
            <TextField
              label="End Date"
              type="month"
              error={fieldErrors?.endDate?.message}
              source={sources.sourceOf(`education.${index}.endDate`)}
              {...register(`education.${index}.endDate`)}
            />
            <TextArea
              label="Description (optional)"
              className="sm:col-span-2"
              error={fieldErrors?.description?.message}
              source={sources.sourceOf(`education.${index}.description`)}
              {...register(`education.${index}.description`)}
            />
          </EntryFieldset>
        );
      })}
      {entries.fields.length < MAX_ENTRIES ? (
        <Button variant="secondary" onClick={() => entries.append(blankEntry)}>
          + Add Another Entry
        </Button>
      ) : null}
    </StepForm>
  );
}
