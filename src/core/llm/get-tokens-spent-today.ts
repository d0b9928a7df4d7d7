import type { Database } from '../../db/client.ts';
import { and, eq } from '../../db/orm.ts';
import { llmUsage } from '../../db/schema/index.ts';

/** The UTC day a call is counted in. */
export const usageDay = (now: Date) => now.toISOString().slice(0, 10);

/** Tokens the user has spent on the model on `now`'s UTC day. */
export async function getTokensSpentToday(
  db: Database,
  userId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ tokens: llmUsage.tokens })
    .from(llmUsage)
    .where(and(eq(llmUsage.userId, userId), eq(llmUsage.day, usageDay(now))));
  return row?.tokens ?? 0;
}
