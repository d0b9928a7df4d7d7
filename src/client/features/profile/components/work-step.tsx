import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { Profile } from '../../../../shared/schemas/profile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChipInput } from '../../../components/ui/chip-input.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { useSaveProfileStep } from '../api/profile.ts';
import { readDraft } from '../drafts/profile-drafts.ts';
import { useAutosavedDraft } from '../drafts/use-autosaved-draft.ts';
import { useFieldSources } from '../review/use-field-sources.ts';
import { SAVE_FAILED, StepForm } from './step-form.tsx';
import { WorkEntryFields } from './work-entry-fields.tsx';
import { blankWorkEntry, workDraftShape, workFormSchema } from './work-form-schema.ts';

const MAX_ENTRIES = 20;

/** The stored entry without its computed title, which the form shows live instead. */
const toFields = ({ formattedTitle: _computed, ...entry }: Profile['workExperience'][number]) =>
  entry;

type WorkStepProps = { userId: string; profile: Profile | null; onFinished: () => void };

/**
 * Step 4, the last: positions, skills and the "other sections" note (decision 045). Saving it
 * marks the profile complete.
 */
export function WorkStep({ userId, profile, onFinished }: WorkStepProps) {
  const save = useSaveProfileStep();
  const [alert, setAlert] = useState<string | null>(null);
  const saved = (profile?.workExperience ?? []).map(toFields);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(workFormSchema),
    defaultValues: readDraft(userId, 'work', workDraftShape) ?? {
      workExperience: saved.length > 0 ? saved : [blankWorkEntry],
      skills: profile?.skills ?? [],
      otherNotes: profile?.otherNotes ?? '',
    },
  });
  const entries = useFieldArray({ control, name: 'workExperience' });
  const discardDraft = useAutosavedDraft(userId, 'work', watch);
  const sources = useFieldSources(userId, 'work', watch);

  const submit = handleSubmit(async ({ workExperience, skills, otherNotes }) => {
    setAlert(null);
    try {
      await save.mutateAsync({ step: 'skills', body: { skills } });
      await save.mutateAsync({ step: 'other-notes', body: { otherNotes } });
      await save.mutateAsync({ step: 'work', body: { entries: workExperience, complete: true } });
    } catch {
      setAlert(SAVE_FAILED);
      return;
    }
    discardDraft();
    sources.stepSaved();
    onFinished();
  });

  return (
    <StepForm
      title="Work Experience"
      intro="Optional. An entry left completely empty is not saved."
      alert={alert}
      onSubmit={submit}
      busy={save.isPending}
      submitLabel="Save and Finish"
    >
      {entries.fields.map((field, index) => (
        <WorkEntryFields
          key={field.id}
          index={index}
          control={control}
          register={register}
          errors={errors.workExperience?.[index]}
          onRemove={
            entries.fields.length > 1
              ? () => {
                  entries.remove(index);
                  sources.entryRemoved('workExperience', index);
                }
              : undefined
          }
          sourceOf={sources.sourceOf}
        />
      ))}
      {entries.fields.length < MAX_ENTRIES ? (
        <Button variant="secondary" onClick={() => entries.append(blankWorkEntry)}>
          + Add Another Position
        </Button>
      ) : null}
      <div className="border-t border-slate-200 pt-6">
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <ChipInput
              label="Skills"
              hint="Type a skill and press Enter to add it."
              values={field.value}
              onChange={field.onChange}
              source={sources.sourceOf('skills')}
            />
          )}
        />
        {errors.skills ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.skills.message ?? 'Check your skills: each may have at most 80 characters.'}
          </p>
        ) : null}
      </div>
      <TextArea
        label="Other sections (projects, honours, languages...)"
        hint="Optional. Anything else from your resume the steps have no field for."
        rows={6}
        error={errors.otherNotes?.message}
        source={sources.sourceOf('otherNotes')}
        {...register('otherNotes')}
      />
    </StepForm>
  );
}
