import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { interviewPracticeAnswers } from '../../db/schema/index.ts';
import type { PracticeAnswer } from '../../shared/schemas/interview-prep.ts';
import type { PlanLevel } from '../../shared/schemas/user.ts';
import { AppError } from '../app-error.ts';
import { buildPrepPack } from './build-prep-pack.ts';
import { loadPrepInput } from './load-prep-input.ts';
import { requireInterviewPreparation } from './prep-access.ts';
import { reviewPracticeAnswer } from './review-practice-answer.ts';

/**
 * Autosaves a practice answer (decision 067) and returns its feedback. The question must be in
 * the item's pack; another user's item answers 404 like a missing one.
 */
export async function savePracticeAnswer(
  db: Executor,
  input: {
    userId: string;
    itemId: string;
    questionId: string;
    answer: string;
    planLevel: PlanLevel;
    today: string;
  },
): Promise<PracticeAnswer> {
  requireInterviewPreparation(input.planLevel);
  const pack = buildPrepPack(await loadPrepInput(db, input));
  const question = pack.questions.find((candidate) => candidate.id === input.questionId);
  if (!question) throw new AppError('NOT_FOUND', 'That question is not in this prep pack.');
  const now = new Date();
  await db
    .insert(interviewPracticeAnswers)
    .values({
      id: randomUUID(),
      userId: input.userId,
      itemId: input.itemId,
      questionId: input.questionId,
      answer: input.answer,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [interviewPracticeAnswers.itemId, interviewPracticeAnswers.questionId],
      set: { answer: input.answer, updatedAt: now },
    });
  return {
    questionId: input.questionId,
    answer: input.answer,
    updatedAt: now.toISOString(),
    feedback: reviewPracticeAnswer(input.answer, question),
  };
}
