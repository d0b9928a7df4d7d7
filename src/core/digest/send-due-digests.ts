import { eq } from '../../db/orm.ts';
import { digestSettings, jobPreferences, users } from '../../db/schema/index.ts';
import { DEFAULT_DIGEST_HOUR, digestKinds } from '../../shared/schemas/digest.ts';
import type { AppContext } from '../app-context.ts';
import { isEntitled } from '../billing/entitlement.ts';
import { digestDue } from './digest-due.ts';
import { type DigestOutcome, sendDigestForUser } from './send-digest-for-user.ts';

/**
 * The hourly tick: every entitled user with a verified address whose digest is due (their hour
 * has come on their own clock, decision 066) gets that day's, once. One user's failure is logged
 * and does not stop the others; the next tick tries that user again.
 * Reads every verified account each tick: fine for thousands; a column for the next due moment
 * would be the step for more.
 */
export async function sendDueDigests(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'log'>,
  input: { now: Date; jobId?: string },
): Promise<Record<DigestOutcome | 'failed', number>> {
  const rows = await ctx.db
    .select({
      userId: users.id,
      email: users.email,
      subscriptionStatus: users.subscriptionStatus,
      planLevel: users.planLevel,
      currentPeriodEnd: users.currentPeriodEnd,
      frequency: digestSettings.frequency,
      kinds: digestSettings.kinds,
      hour: digestSettings.hour,
      timeZone: jobPreferences.timeZone,
    })
    .from(users)
    .leftJoin(digestSettings, eq(digestSettings.userId, users.id))
    .leftJoin(jobPreferences, eq(jobPreferences.userId, users.id))
    .where(eq(users.emailVerified, true));
  const counts = { sent: 0, empty: 0, taken: 0, released: 0, failed: 0 };
  for (const row of rows) {
    const frequency = row.frequency ?? 'daily';
    if (frequency === 'off' || !isEntitled({ ...row, now: input.now })) continue;
    const { due, day } = digestDue(input.now, {
      frequency,
      hour: row.hour ?? DEFAULT_DIGEST_HOUR,
      timeZone: row.timeZone ?? 'UTC',
    });
    if (!due) continue;
    const kinds = row.kinds ?? [...digestKinds];
    if (kinds.length === 0) continue;
    try {
      const outcome = await sendDigestForUser(ctx, {
        userId: row.userId,
        email: row.email,
        day,
        kinds,
        now: input.now,
        ...(input.jobId ? { claimId: `${input.jobId}:${row.userId}` } : {}),
      });
      counts[outcome]++;
    } catch (error) {
      counts.failed++;
      // Only the kind of failure: an SMTP error's text names the recipient's address.
      const { name, code } = (error ?? {}) as Record<string, unknown>;
      ctx.log.error({ userId: row.userId, type: name, code }, 'digest failed');
    }
  }
  return counts;
}
