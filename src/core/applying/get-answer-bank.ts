import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { answerBanks } from '../../db/schema/index.ts';
import type { AnswerBank } from '../../shared/schemas/applications.ts';

/** The user's answers to employers' usual questions; empty and unapproved until saved. */
export async function getAnswerBank(db: Executor, input: { userId: string }): Promise<AnswerBank> {
  const [row] = await db.select().from(answerBanks).where(eq(answerBanks.userId, input.userId));
  return {
    entries: row?.entries ?? [],
    approvedAt: row?.approvedAt?.toISOString() ?? null,
  };
}
