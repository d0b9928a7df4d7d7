import type { Executor } from '../../db/client.ts';
import { and, eq, gte, inArray, isNotNull, ne, or, sql } from '../../db/orm.ts';
import { applications, jobPreferences, jobs, users } from '../../db/schema/index.ts';
import { planById } from '../../shared/plans.ts';
import type { ApplicationSettings } from '../../shared/schemas/applications.ts';
import { DAY_MS } from '../../shared/time.ts';
import { isEntitled } from '../billing/entitlement.ts';
import type { ApplicationRow } from './transition-application.ts';

export type LimitCheck = { ok: true } | { ok: false; reason: string; notBefore: Date };

const inFlight = ['queued', 'filling', 'submitting'] as const;
const dateText = (date: Date, timeZone: string) =>
  date.toLocaleDateString('en-US', { timeZone, month: 'long', day: 'numeric' });

/** Today's start and tomorrow's in the user's zone, on the database's clock and zone data. */
async function userDay(db: Executor, userId: string, now: Date) {
  const [prefs] = await db
    .select({ timeZone: jobPreferences.timeZone })
    .from(jobPreferences)
    .where(eq(jobPreferences.userId, userId));
  const timeZone = prefs?.timeZone ?? 'UTC';
  const at = now.toISOString();
  const result = await db.execute<{ start: string; next: string }>(sql`
    select (date_trunc('day', ${at}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})::text as start,
           ((date_trunc('day', ${at}::timestamptz at time zone ${timeZone}) + interval '1 day') at time zone ${timeZone})::text as next`);
  const row = (result as unknown as { rows: { start: string; next: string }[] }).rows[0];
  if (!row) throw new Error('the database did not compute the user’s day');
  return { timeZone, start: new Date(row.start), next: new Date(row.next) };
}

/** Applications Hireloop sent (or is sending) for the user since the day began in their zone. */
export async function countSentToday(db: Executor, userId: string, now: Date) {
  const day = await userDay(db, userId, now);
  const used = await db.$count(
    applications,
    and(
      eq(applications.userId, userId),
      or(inArray(applications.state, [...inFlight]), gte(applications.submittingAt, day.start)),
    ),
  );
  return { used, ...day };
}

/**
 * Decision 057's limits, checked when an approved application would be queued: an active
 * subscription, the pause switch, the plan's daily quota in the user's time zone, the company
 * cooldown and the pacing per ATS host. What must wait gets a reason the user can read and the
 * earliest time it may go.
 */
export async function checkApplicationLimits(
  db: Executor,
  input: {
    application: ApplicationRow;
    settings: ApplicationSettings;
    now: Date;
    hostPacingSeconds: number;
  },
): Promise<LimitCheck> {
  const { application, settings, now } = input;
  const soon = new Date(now.getTime() + 60_000);
  const [account] = await db
    .select({
      subscriptionStatus: users.subscriptionStatus,
      planLevel: users.planLevel,
      currentPeriodEnd: users.currentPeriodEnd,
    })
    .from(users)
    .where(eq(users.id, application.userId));
  if (!account || account.planLevel === 'none' || !isEntitled({ ...account, now }))
    return {
      ok: false,
      reason: 'Your subscription is not active: this application waits until it is.',
      notBefore: new Date(now.getTime() + 60 * 60_000),
    };
  if (settings.paused)
    return {
      ok: false,
      reason: 'Applying is paused. Resume it in Applications settings.',
      notBefore: soon,
    };

  const quota = planById(account.planLevel).dailyApplicationQuota;
  const today = await countSentToday(db, application.userId, now);
  if (today.used >= quota)
    return {
      ok: false,
      reason: `Today's ${quota} applications are used; this one goes tomorrow (${dateText(today.next, today.timeZone)}).`,
      notBefore: today.next,
    };

  if (settings.cooldownDays > 0) {
    const since = new Date(now.getTime() - settings.cooldownDays * DAY_MS);
    const [recent] = await db
      .select({
        at: sql<string>`max(coalesce(${applications.submittedAt}, ${applications.submittingAt}, now()))::text`,
        company: jobs.company,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        and(
          eq(applications.userId, application.userId),
          eq(applications.companyKey, application.companyKey),
          ne(applications.id, application.id),
          or(
            inArray(applications.state, [...inFlight]),
            and(isNotNull(applications.submittedAt), gte(applications.submittedAt, since)),
          ),
        ),
      )
      .groupBy(jobs.company);
    if (recent?.at) {
      const last = new Date(recent.at);
      const ends = new Date(last.getTime() + settings.cooldownDays * DAY_MS);
      return {
        ok: false,
        reason: `You applied to ${recent.company} on ${dateText(last, today.timeZone)}; your ${settings.cooldownDays}-day company cooldown ends on ${dateText(ends, today.timeZone)}.`,
        notBefore: ends,
      };
    }
  }

  if (input.hostPacingSeconds > 0 && application.channel !== 'manual') {
    const [last] = await db
      .select({ at: sql<string | null>`max(${applications.submittingAt})::text` })
      .from(applications)
      .where(and(eq(applications.host, application.host), ne(applications.id, application.id)));
    const lastAt = last?.at ? new Date(last.at).getTime() : 0;
    const next = lastAt + input.hostPacingSeconds * 1000;
    if (next > now.getTime())
      return {
        ok: false,
        reason: `Waiting a moment: Hireloop spaces out applications to ${application.host}.`,
        notBefore: new Date(next),
      };
  }
  return { ok: true };
}
