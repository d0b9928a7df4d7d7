import { createHash } from 'node:crypto';
import { and, eq, gte, sql } from '../../db/orm.ts';
import { jobPreferences, matchRuns, users } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { isEntitled } from '../billing/entitlement.ts';
import { queueMatchRun } from './queue-match-run.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The one id a user's scheduled run of a given hour can have: two ticks in two worker processes
 * queue it once, as the second finds the id taken (decision 032). UUID-shaped like other run ids.
 */
export function scheduledRunId(userId: string, hourStart: Date): string {
  const hex = createHash('sha256')
    .update(`schedule:${userId}:${hourStart.toISOString()}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The hourly scheduler: queues a run for every entitled user whose daily run hour, on their own
 * clock, is now and who has no scheduled run this hour yet (a retried or doubled tick queues
 * nothing twice, even in two processes at once: the run's id is the user's and the hour's).
 * A lapsed subscription gets no run.
 */
export async function queueDueMatchRuns(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  input: { now: Date },
): Promise<{ queued: number }> {
  const hourStart = new Date(Math.floor(input.now.getTime() / HOUR_MS) * HOUR_MS);
  const due = await ctx.db
    .select({
      userId: users.id,
      subscriptionStatus: users.subscriptionStatus,
      planLevel: users.planLevel,
      currentPeriodEnd: users.currentPeriodEnd,
    })
    .from(jobPreferences)
    .innerJoin(users, eq(users.id, jobPreferences.userId))
    // The hour on each user's own clock now; the database knows every IANA zone and its DST.
    .where(
      eq(
        jobPreferences.dailyRunHour,
        sql<number>`extract(hour from (${input.now.toISOString()}::timestamptz at time zone ${jobPreferences.timeZone}))::int`,
      ),
    );
  const alreadyQueued = new Set(
    (
      await ctx.db
        .select({ userId: matchRuns.userId })
        .from(matchRuns)
        .where(and(eq(matchRuns.trigger, 'schedule'), gte(matchRuns.queuedAt, hourStart)))
    ).map((row) => row.userId),
  );
  let queued = 0;
  for (const account of due) {
    if (alreadyQueued.has(account.userId) || !isEntitled({ ...account, now: input.now })) continue;
    const run = await queueMatchRun(ctx, {
      userId: account.userId,
      trigger: 'schedule',
      now: input.now,
      runId: scheduledRunId(account.userId, hourStart),
    });
    if (run.queued) queued++;
  }
  return { queued };
}
