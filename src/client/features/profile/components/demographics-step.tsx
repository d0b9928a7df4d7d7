import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type EeoAnswers, eeoAnswersSchema } from '../../../../shared/schemas/eeo.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { eeoAnswersQuery, useSaveEeoAnswers } from '../api/eeo-answers.ts';
import { readDraft } from '../drafts/profile-drafts.ts';
import { useAutosavedDraft } from '../drafts/use-autosaved-draft.ts';
import { eeoQuestions } from './eeo-questions.ts';
import { SAVE_FAILED, StepForm } from './step-form.tsx';

/** In the form an unanswered question is '' (the select's first choice); stored, it is null. */
type AnswerFields = Record<keyof EeoAnswers, string>;
const draftShape = z.record(z.string(), z.string());

const toFields = (answers: EeoAnswers) =>
  Object.fromEntries(eeoQuestions.map(({ name }) => [name, answers[name] ?? ''])) as AnswerFields;
const toAnswers = (fields: AnswerFields) =>
  eeoAnswersSchema.parse(
    Object.fromEntries(eeoQuestions.map(({ name }) => [name, fields[name] || null])),
  );

/** The draft's answers that are still choices of their question (storage can be edited). */
function usableDraft(draft: Record<string, string> | null) {
  return Object.fromEntries(
    eeoQuestions.flatMap(({ name, options }) => {
      const value = draft?.[name];
      return value === '' || (value && options.includes(value)) ? [[name, value]] : [];
    }),
  );
}

type DemographicsStepProps = { userId: string; onSaved: () => void };

/** Step 2: voluntary questions, loaded apart from the profile (stored encrypted). */
export function DemographicsStep({ userId, onSaved }: DemographicsStepProps) {
  const saved = useQuery(eeoAnswersQuery);
  if (saved.error) {
    return (
      <div role="alert" className="space-y-3 text-slate-700">
        <p>Your answers could not be loaded: {errorMessage(saved.error)}</p>
        <Button variant="secondary" busy={saved.isFetching} onClick={() => saved.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!saved.data) return <Spinner label="Loading your answers…" />;
  return <DemographicsForm userId={userId} saved={saved.data.answers} onSaved={onSaved} />;
}

function DemographicsForm({
  userId,
  saved,
  onSaved,
}: DemographicsStepProps & { saved: EeoAnswers }) {
  const save = useSaveEeoAnswers();
  const [alert, setAlert] = useState<string | null>(null);
  const draft = usableDraft(readDraft(userId, 'demographics', draftShape));
  const { register, handleSubmit, watch } = useForm<AnswerFields>({
    defaultValues: { ...toFields(saved), ...draft },
  });
  const discardDraft = useAutosavedDraft(userId, 'demographics', watch);

  const submit = handleSubmit((fields) => {
    setAlert(null);
    save.mutate(toAnswers(fields), {
      onSuccess: () => {
        discardDraft();
        onSaved();
      },
      onError: () => setAlert(SAVE_FAILED),
    });
  });

  return (
    <StepForm
      title="Demographics"
      intro="Every question is voluntary. Your answers are never used to rank jobs."
      alert={alert}
      onSubmit={submit}
      busy={save.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {eeoQuestions.map((question) => (
          <SelectField
            key={question.name}
            label={question.label}
            options={question.options}
            emptyLabel="Not answered"
            {...register(question.name)}
          />
        ))}
      </div>
    </StepForm>
  );
}
