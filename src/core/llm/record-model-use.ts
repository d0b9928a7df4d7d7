import type { Database } from '../../db/client.ts';
import { sql } from '../../db/orm.ts';
import { llmUsage } from '../../db/schema/index.ts';
import { usageDay } from './get-tokens-spent-today.ts';

/**
 * Adds one call's tokens (or, with `skipped`, one call not made for want of budget). An upsert
 * that adds, so two workers tailoring for one user at once both count.
 */
export async function recordModelUse(
  db: Database,
  input: { userId: string; now: Date; tokens: number; skipped?: boolean },
): Promise<void> {
  const calls = input.skipped ? 0 : 1;
  const skipped = input.skipped ? 1 : 0;
  await db
    .insert(llmUsage)
    .values({
      userId: input.userId,
      day: usageDay(input.now),
      tokens: input.tokens,
      calls,
      skipped,
    })
    .onConflictDoUpdate({
      target: [llmUsage.userId, llmUsage.day],
      set: {
        tokens: sql`${llmUsage.tokens} + ${input.tokens}`,
        calls: sql`${llmUsage.calls} + ${calls}`,
        skipped: sql`${llmUsage.skipped} + ${skipped}`,
      },
    });
}
