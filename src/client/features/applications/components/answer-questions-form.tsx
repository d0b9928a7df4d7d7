import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import type { EmployerQuestion } from '../../../../shared/schemas/applications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { actionNotices } from '../action-notice.ts';
import { type AnswerValues, answersSchema, emptyAnswers, toAnswerBody } from '../answer-form.ts';
import { answerQuestions } from '../api/applications.ts';
import { actionErrorMessage, useApplicationMutation } from '../use-application-mutation.ts';
import { QuestionField } from './question-field.tsx';

/** unknown_question: each question as the employer asks it; the answers go to the bank too. */
export function AnswerQuestionsForm({
  id,
  questions,
}: {
  id: string;
  questions: EmployerQuestion[];
}) {
  const schema = useMemo(() => answersSchema(questions), [questions]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AnswerValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyAnswers(questions),
  });
  const send = useApplicationMutation(
    id,
    (values: AnswerValues) => answerQuestions(id, toAnswerBody(questions, values)),
    actionNotices.answers,
  );
  const submit = handleSubmit((values) => send.mutate(values));
  const listError = errors.answers as { root?: FieldError; message?: string } | undefined;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {questions.map((question, index) => (
        <QuestionField
          key={question.key}
          question={question}
          error={errors.answers?.[index]?.message}
          registration={register(`answers.${index}`)}
        />
      ))}
      <FormAlert>
        {send.error
          ? actionErrorMessage(send.error)
          : (listError?.root?.message ?? listError?.message ?? null)}
      </FormAlert>
      <Button type="submit" busy={send.isPending} busyLabel="Sending…">
        Send my answers
      </Button>
      <p className="text-xs text-slate-600">
        Your answers are also saved to your answer bank, so the next form asking the same is
        answered for you. Hireloop never makes up an answer.
      </p>
    </form>
  );
}
