import { and, eq, inArray, isNull, lt, lte, or, sql } from '../../db/orm.ts';
import { applications } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { checkApplicationLimits } from './check-application-limits.ts';
import { getApplicationSettings } from './get-application-settings.ts';
import type { ApplicationRow } from './transition-application.ts';
import { transitionApplication } from './transition-application.ts';

/**
 * An approved application goes to the worker when every limit allows (decision 057); otherwise
 * it stays approved with the reason and the earliest time to look again. The attempt job is
 * queued in the same transaction as the move, so neither exists without the other.
 */
export async function queueApplication(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  input: { application: ApplicationRow; now?: Date },
): Promise<ApplicationRow | null> {
  const now = input.now ?? new Date();
  const { application } = input;
  if (application.state !== 'approved') return null;
  const settings = await getApplicationSettings(ctx.db, { userId: application.userId });
  const limits = await checkApplicationLimits(ctx.db, {
    application,
    settings,
    now,
    hostPacingSeconds: ctx.config.applying.hostPacingSeconds,
  });
  if (!limits.ok) {
    const [waiting] = await ctx.db
      .update(applications)
      .set({ waitingReason: limits.reason, notBefore: limits.notBefore, updatedAt: now })
      .where(and(eq(applications.id, application.id), eq(applications.state, 'approved')))
      .returning();
    return waiting ?? null;
  }
  return ctx.db.transaction(async (tx) => {
    const moved = await transitionApplication(tx, {
      applicationId: application.id,
      from: ['approved'],
      to: 'queued',
      cause: 'Queued to send',
      changes: { waitingReason: null, notBefore: null },
    });
    if (moved)
      await ctx.jobs.send(
        'attempt-application',
        { applicationId: moved.id, mode: 'submit' },
        { tx },
      );
    return moved;
  });
}

/** Longer than any attempt takes: a row in flight this long without a lease was abandoned. */
const STRANDED_MS = 15 * 60_000;

/** The scheduler's sweep: every approved application whose wait is over gets another look. */
export async function queueApprovedApplications(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  input: { now?: Date } = {},
): Promise<{ queued: number; restarted: number }> {
  const now = input.now ?? new Date();
  const due = await ctx.db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.state, 'approved'),
        or(isNull(applications.notBefore), lte(applications.notBefore, now)),
      ),
    )
    .orderBy(applications.approvedAt)
    .limit(500);
  let queued = 0;
  for (const application of due) {
    const moved = await queueApplication(ctx, { application, now });
    if (moved?.state === 'queued') queued++;
  }
  // An attempt whose queue job gave up (its retries spent) would leave the row where it was:
  // it is attempted again, and a row left `submitting` becomes unconfirmed there, never resent.
  const stranded = await ctx.db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        inArray(applications.state, ['queued', 'filling', 'submitting']),
        or(isNull(applications.leaseUntil), lt(applications.leaseUntil, sql`now()`)),
        lt(applications.updatedAt, new Date(now.getTime() - STRANDED_MS)),
      ),
    )
    .limit(100);
  for (const { id } of stranded)
    await ctx.jobs.send(
      'attempt-application',
      { applicationId: id, mode: 'submit' },
      { singletonKey: `stranded:${id}` },
    );
  return { queued, restarted: stranded.length };
}
