import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { interviewPracticeAnswers } from '../../db/schema/index.ts';
import { includesInterviewPreparation } from '../../shared/plans.ts';
import type {
  PracticeAnswer,
  PrepPack,
  PrepQuestion,
} from '../../shared/schemas/interview-prep.ts';
import type { PlanLevel } from '../../shared/schemas/user.ts';
import { type BuiltPrepPack, buildPrepPack } from './build-prep-pack.ts';
import { loadPrepInput } from './load-prep-input.ts';
import { reviewPracticeAnswer } from './review-practice-answer.ts';

/** How much of a real pack a plan without interview preparation sees: one question of each kind. */
function preview(pack: BuiltPrepPack): PrepPack {
  const sample = (['requirement', 'role', 'behavioural'] as const)
    .map((kind) => pack.questions.find((question) => question.kind === kind))
    .filter((question): question is PrepQuestion => question !== undefined);
  return {
    ...pack,
    access: 'preview',
    lockedQuestions: pack.questions.length - sample.length,
    questions: sample,
    askEmployer: pack.askEmployer.slice(0, 1),
    bring: [],
    sentAnswers: [],
    practice: [],
  };
}

/**
 * The prep pack of one of the user's tracked applications (decision 067), built when read, with
 * the user's practice answers and their feedback. A plan without interview preparation gets a
 * real sample of its own pack, the rest withheld on the server.
 */
export async function getPrepPack(
  db: Executor,
  input: { userId: string; itemId: string; planLevel: PlanLevel; today: string },
): Promise<PrepPack> {
  const pack = buildPrepPack(await loadPrepInput(db, input));
  if (!includesInterviewPreparation(input.planLevel)) return preview(pack);
  const rows = await db
    .select()
    .from(interviewPracticeAnswers)
    .where(eq(interviewPracticeAnswers.itemId, input.itemId));
  const practice: PracticeAnswer[] = rows.map((row) => ({
    questionId: row.questionId,
    answer: row.answer,
    updatedAt: row.updatedAt.toISOString(),
    feedback: reviewPracticeAnswer(row.answer, {
      keyTerms: pack.questions.find((question) => question.id === row.questionId)?.keyTerms ?? [],
    }),
  }));
  return { ...pack, access: 'full', lockedQuestions: 0, practice };
}
