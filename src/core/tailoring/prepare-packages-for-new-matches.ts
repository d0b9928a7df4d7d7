import { and, desc, eq, gte, isNull } from '../../db/orm.ts';
import { applicationPackages, matches, users } from '../../db/schema/index.ts';
import { planById } from '../../shared/plans.ts';
import { DAY_MS } from '../../shared/time.ts';
import type { AppContext } from '../app-context.ts';
import { insertPackage } from './request-application-package.ts';

/**
 * After a match run: queues packages for the run's best new matches, so they are ready when the
 * user looks (decision 052). At most the plan's daily application quota of such packages in any
 * 24 hours; packages the user asked for do not count, and a job with a package already is skipped.
 */
export async function preparePackagesForNewMatches(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  input: { userId: string; runId: string; now?: Date },
): Promise<{ queued: number }> {
  const now = input.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ planLevel: users.planLevel })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!account || account.planLevel === 'none') return { queued: 0 };
    const prepared = await tx.$count(
      applicationPackages,
      and(
        eq(applicationPackages.userId, input.userId),
        eq(applicationPackages.origin, 'daily'),
        gte(applicationPackages.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
    const room = planById(account.planLevel).dailyApplicationQuota - prepared;
    if (room <= 0) return { queued: 0 };
    const best = await tx
      .select({ jobId: matches.jobId })
      .from(matches)
      .leftJoin(
        applicationPackages,
        and(
          eq(applicationPackages.userId, matches.userId),
          eq(applicationPackages.jobId, matches.jobId),
        ),
      )
      .where(
        and(
          eq(matches.userId, input.userId),
          eq(matches.runId, input.runId),
          isNull(applicationPackages.id),
        ),
      )
      .orderBy(desc(matches.score), matches.jobId)
      .limit(room);
    let queued = 0;
    for (const { jobId } of best) {
      const id = await insertPackage(ctx, tx, {
        userId: input.userId,
        jobId,
        origin: 'daily',
        now,
      });
      if (id) queued++;
    }
    return { queued };
  });
}
