import type { SentField } from '../../shared/schemas/applications.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { loadOwnApplication } from './load-own-application.ts';
import { queueApplication } from './queue-application.ts';
import { rememberAnswers } from './remember-answers.ts';
import { transitionApplication } from './transition-application.ts';

const multiple = new Set(['checkbox', 'multiselect']);

/**
 * The user answers the questions an application stopped on. The answers go to the answer bank
 * (for the next form that asks) and into what this application sends; an approved application
 * goes back to the queue, one not yet approved reads its form again for review.
 */
export async function answerApplicationQuestions(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  input: { userId: string; applicationId: string; answers: { key: string; value: string }[] },
): Promise<void> {
  const own = await loadOwnApplication(ctx.db, input);
  const questions = own.state === 'needs_you' ? (own.needsYou?.questions ?? []) : [];
  if (questions.length === 0)
    throw new AppError('INVALID_STATE', 'This application is not waiting for answers.');
  const fieldErrors: Record<string, string[]> = {};
  const answered: { question: (typeof questions)[number]; value: string }[] = [];
  input.answers.forEach((answer, index) => {
    const question = questions.find((q) => q.key === answer.key);
    const value = answer.value.trim();
    if (!question) fieldErrors[`answers.${index}.key`] = ['This question is not on the form.'];
    else if (!value) fieldErrors[`answers.${index}.value`] = ['Enter an answer.'];
    else if (
      question.options.length > 0 &&
      // Several options (a checkbox group) come one per line.
      !(multiple.has(question.type) ? value.split('\n') : [value]).every((part) =>
        question.options.includes(part.trim()),
      )
    )
      fieldErrors[`answers.${index}.value`] = ['Choose one of the options the employer gives.'];
    else answered.push({ question, value });
  });
  questions.forEach((question) => {
    if (question.required && !input.answers.some((answer) => answer.key === question.key))
      fieldErrors[`answers.${question.key}`] = [`Answer “${question.label.slice(0, 200)}”.`];
  });
  if (Object.keys(fieldErrors).length > 0)
    throw new AppError('VALIDATION_FAILED', 'Some answers are missing or not allowed.', {
      fieldErrors,
    });

  await rememberAnswers(ctx.db, {
    userId: input.userId,
    answers: answered.map(({ question, value }) => ({ question: question.label, answer: value })),
  });
  const today = new Date().toISOString().slice(0, 10);
  const typed: SentField[] = answered.map(({ question, value }) => ({
    key: question.key,
    label: question.label,
    value,
    sensitive: false,
    source: `Your answer on ${today}`,
  }));
  const plannedFields = [
    ...own.plannedFields.filter((field) => !typed.some((t) => t.key === field.key)),
    ...typed,
  ];
  const changes = { plannedFields, needsYou: null, failure: null };
  const cause = 'You answered the employer’s questions';
  if (own.approvedAt) {
    const approved = await transitionApplication(ctx.db, {
      applicationId: own.id,
      from: ['needs_you'],
      to: 'approved',
      cause,
      changes,
    });
    if (approved) await queueApplication(ctx, { application: approved });
    return;
  }
  await ctx.db.transaction(async (tx) => {
    const moved = await transitionApplication(tx, {
      applicationId: own.id,
      from: ['needs_you'],
      to: 'prepared',
      cause,
      changes,
    });
    if (moved)
      await ctx.jobs.send(
        'attempt-application',
        { applicationId: own.id, mode: 'inspect' },
        { tx },
      );
  });
}
