import { eq } from '../../db/orm.ts';
import { jobPreferences, users } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { isEntitled } from '../billing/entitlement.ts';
import { queueMatchRun } from './queue-match-run.ts';

/**
 * After a catalogue load finished (the first start's demo corpus): a run for every entitled user
 * with preferences, since their earlier runs saw an empty or half-loaded catalogue. A user whose
 * run is still queued gets no second one (it starts after the load and sees every job; see
 * queue-match-run.ts); a running one does not count, as it may have read the catalogue before the
 * load ended.
 */
export async function queueCatalogueMatchRuns(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  input: { now?: Date } = {},
): Promise<{ queued: number }> {
  const now = input.now ?? new Date();
  const candidates = await ctx.db
    .select({
      userId: users.id,
      subscriptionStatus: users.subscriptionStatus,
      planLevel: users.planLevel,
      currentPeriodEnd: users.currentPeriodEnd,
    })
    .from(jobPreferences)
    .innerJoin(users, eq(users.id, jobPreferences.userId));
  let queued = 0;
  for (const account of candidates) {
    if (!isEntitled({ ...account, now })) continue;
    const run = await queueMatchRun(ctx, { userId: account.userId, trigger: 'catalogue', now });
    if (run.queued) queued++;
  }
  return { queued };
}
