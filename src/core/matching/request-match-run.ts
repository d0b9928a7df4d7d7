import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { matchRuns } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { queueMatchRun } from './queue-match-run.ts';

/** A run pending longer than this is presumed lost (a crashed worker) and no longer waited on. */
export const PENDING_RUN_LIFETIME_MS = 15 * 60 * 1000;

/**
 * "Run now": a run already queued or running for the user is the answer (pressing twice, or in
 * two tabs, starts one run, not a pile of them); otherwise a new manual run is queued.
 */
export async function requestMatchRun(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  input: { userId: string },
): Promise<{ runId: string }> {
  const [pending] = await ctx.db
    .select({ id: matchRuns.id })
    .from(matchRuns)
    .where(
      and(
        eq(matchRuns.userId, input.userId),
        inArray(matchRuns.status, ['queued', 'running']),
        gte(matchRuns.queuedAt, new Date(Date.now() - PENDING_RUN_LIFETIME_MS)),
      ),
    )
    .orderBy(desc(matchRuns.queuedAt))
    .limit(1);
  if (pending) return { runId: pending.id };
  return queueMatchRun(ctx, { userId: input.userId, trigger: 'manual' });
}
