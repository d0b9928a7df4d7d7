import { and, desc, eq, or } from '../../db/orm.ts';
import { matchRuns } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { leaseLive } from '../jobs/run-lease.ts';
import { queueMatchRun } from './queue-match-run.ts';

/**
 * "Run now": a run waiting, or running on a live worker, is the answer (pressing twice, or in two
 * tabs, starts one run, not a pile of them); otherwise a new manual run is queued. A run whose
 * worker died (its lease ran out) is not waited on (decision 032).
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
        or(
          eq(matchRuns.status, 'queued'),
          and(eq(matchRuns.status, 'running'), leaseLive(matchRuns.leaseExpiresAt)),
        ),
      ),
    )
    .orderBy(desc(matchRuns.queuedAt))
    .limit(1);
  if (pending) return { runId: pending.id };
  const { runId } = await queueMatchRun(ctx, { userId: input.userId, trigger: 'manual' });
  return { runId };
}
