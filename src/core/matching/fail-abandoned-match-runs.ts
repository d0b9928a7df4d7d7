import type { Database } from '../../db/client.ts';
import { and, eq, lt } from '../../db/orm.ts';
import { matchRuns } from '../../db/schema/index.ts';

/**
 * Longer than the queue takes to retry a dead worker's job (about 20 s to notice, then its retry
 * backoff): a run this long past its lease has no worker and no retry coming (decision 032).
 */
export const ABANDONED_AFTER_MS = 5 * 60_000;

/**
 * Ends as failed every run still marked running whose lease ran out long ago: its worker died
 * on every try and the queue gave up, so nothing will finish it, and "Run now"'s progress must
 * not spin on it. A run a retry takes over later is left alone: its lease is live again.
 */
export async function failAbandonedMatchRuns(
  db: Database,
  input: { now: Date },
): Promise<{ failed: number }> {
  const ended = await db
    .update(matchRuns)
    .set({ status: 'failed', finishedAt: input.now, leaseExpiresAt: null })
    .where(
      and(
        eq(matchRuns.status, 'running'),
        lt(matchRuns.leaseExpiresAt, new Date(input.now.getTime() - ABANDONED_AFTER_MS)),
      ),
    )
    .returning({ id: matchRuns.id });
  return { failed: ended.length };
}
