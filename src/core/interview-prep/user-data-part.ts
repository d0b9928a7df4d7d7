import type { Database } from '../../db/client.ts';
import { asc, eq } from '../../db/orm.ts';
import { interviewPracticeAnswers } from '../../db/schema/index.ts';
import type { UserDataPart } from '../privacy/user-data-part.ts';

/** Every practice answer, by tracked application and question. Packs are not stored (decision 067). */
export async function exportInterviewPrepData(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(interviewPracticeAnswers)
    .where(eq(interviewPracticeAnswers.userId, userId))
    .orderBy(asc(interviewPracticeAnswers.updatedAt));
  return {
    practiceAnswers: rows.map(({ itemId, questionId, answer, updatedAt }) => ({
      itemId,
      questionId,
      answer,
      updatedAt,
    })),
  };
}

/** Interview preparation's share of "everything stored about me"; the table cascades with `users`. */
export const interviewPrepUserDataPart: UserDataPart = {
  name: 'interviewPreparation',
  tables: ['interview_practice_answers'],
  exportFor: (ctx, userId) => exportInterviewPrepData(ctx.db, userId),
};
