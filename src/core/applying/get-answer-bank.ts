import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { answerBanks } from '../../db/schema/index.ts';
import type { AnswerBank } from '../../shared/schemas/applications.ts';
import { loadPreferences } from '../matching/get-preferences.ts';
import { suggestBankAnswers } from './suggest-bank-answers.ts';

/**
 * The user's answers to employers' usual questions, unapproved until the user approves them.
 * Before the first save the bank starts from the job preferences (salary, relocation).
 */
export async function getAnswerBank(db: Executor, input: { userId: string }): Promise<AnswerBank> {
  const [row] = await db.select().from(answerBanks).where(eq(answerBanks.userId, input.userId));
  if (!row) {
    const preferences = await loadPreferences(db, input);
    return { entries: suggestBankAnswers(preferences?.preferences ?? null), approvedAt: null };
  }
  return { entries: row.entries, approvedAt: row.approvedAt?.toISOString() ?? null };
}
