import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkApplicationLimits } from '../../src/core/applying/check-application-limits.ts';
import type { ApplicationRow } from '../../src/core/applying/transition-application.ts';
import {
  applicationPackages,
  applications,
  jobPreferences,
  users,
} from '../../src/db/schema/index.ts';
import {
  type ApplicationSettings,
  type ApplicationState,
  defaultApplicationSettings,
} from '../../src/shared/schemas/applications.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { type Subscriber, subscriber } from '../helpers/profile.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Decision 057's limits on the real database: the plan's quota counted in the user's own day,
 * the company cooldown, the host's pacing, the pause switch and a lapsed subscription.
 */
let t: TestApp;
let user: Subscriber;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  user = await subscriber(t.app); // Pro: 15 a day
}, 60_000);
afterAll(() => t?.close());

async function application(
  overrides: Partial<typeof applications.$inferInsert> & { state: ApplicationState },
): Promise<ApplicationRow> {
  const id = `limits-${++serial}`;
  await insertJobs(t.ctx.db, [
    jobRow(id, 'limits', { company: `Company ${serial}`, companyKey: `company ${serial}` }),
  ]);
  await t.ctx.db.insert(applicationPackages).values({ id, userId: user.userId, jobId: id });
  const [row] = await t.ctx.db
    .insert(applications)
    .values({
      id,
      userId: user.userId,
      jobId: id,
      packageId: id,
      packageVersion: 1,
      channel: 'browser',
      applyUrl: `https://boards.example.test/${id}`,
      companyKey: `company ${serial}`,
      host: `host-${serial}.example.test`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
}

const check = (
  row: ApplicationRow,
  now: Date,
  settings: Partial<ApplicationSettings> = {},
  hostPacingSeconds = 0,
) =>
  checkApplicationLimits(t.ctx.db, {
    application: row,
    settings: { ...defaultApplicationSettings, ...settings },
    now,
    hostPacingSeconds,
  });

async function setTimeZone(timeZone: string) {
  await t.ctx.db
    .insert(jobPreferences)
    .values({ userId: user.userId, preferences: {} as never, dailyRunHour: 7, timeZone })
    .onConflictDoUpdate({ target: jobPreferences.userId, set: { timeZone } });
}

describe('the daily quota', () => {
  // 09:30 UTC on 29 November is 22:30 the same day in Auckland, whose day began at 11:00 UTC on
  // the 28th: applications sent at 12:00 UTC on the 28th are "today" there and "yesterday" in UTC.
  const now = new Date('2026-11-29T09:30:00Z');

  it('counts the day in the user’s time zone and says when the next one goes', async () => {
    for (let i = 0; i < 15; i++)
      await application({ state: 'submitted', submittingAt: new Date('2026-11-28T12:00:00Z') });
    const next = await application({ state: 'approved' });
    await setTimeZone('Pacific/Auckland');
    expect(await check(next, now)).toEqual({
      ok: false,
      reason: "Today's 15 applications are used; this one goes tomorrow (November 30).",
      notBefore: new Date('2026-11-29T11:00:00Z'),
    });
    await setTimeZone('UTC');
    expect(await check(next, now)).toEqual({ ok: true });
  });

  it('counts applications being sent now', async () => {
    await setTimeZone('Pacific/Auckland');
    const later = new Date('2026-11-30T09:30:00Z');
    for (let i = 0; i < 13; i++)
      await application({ state: 'submitted', submittingAt: new Date('2026-11-30T00:00:00Z') });
    const next = await application({ state: 'approved' });
    await application({ state: 'queued' });
    expect((await check(next, later)).ok).toBe(true);
    await application({ state: 'filling' });
    expect((await check(next, later)).ok).toBe(false);
  });
});

describe('the other limits', () => {
  const now = new Date('2026-12-15T09:30:00Z');

  it('holds a second application to one company until the cooldown ends', async () => {
    await setTimeZone('UTC');
    const first = await application({
      state: 'submitted',
      submittedAt: new Date('2026-12-01T10:00:00Z'),
    });
    const second = await application({ state: 'approved' });
    await t.ctx.db
      .update(applications)
      .set({ companyKey: first.companyKey })
      .where(eq(applications.id, second.id));
    const same = { ...second, companyKey: first.companyKey };
    expect(await check(same, now)).toMatchObject({
      ok: false,
      reason: `You applied to Company ${serial - 1} on December 1; your 30-day company cooldown ends on December 31.`,
      notBefore: new Date('2026-12-31T10:00:00Z'),
    });
    expect(await check(same, now, { cooldownDays: 10 })).toEqual({ ok: true });
  });

  it('spaces out attempts on one host, for all users together', async () => {
    const earlier = await application({
      state: 'submitted',
      submittingAt: new Date(now.getTime() - 20_000),
    });
    const next = { ...(await application({ state: 'approved' })), host: earlier.host };
    expect(await check(next, now, {}, 60)).toMatchObject({
      ok: false,
      reason: `Waiting a moment: Hireloop spaces out applications to ${earlier.host}.`,
      notBefore: new Date(now.getTime() + 40_000),
    });
    expect(await check(next, now, {}, 0)).toEqual({ ok: true });
  });

  it('holds everything while paused or when the subscription lapsed', async () => {
    const next = await application({ state: 'approved' });
    expect(await check(next, now, { paused: true })).toMatchObject({
      ok: false,
      reason: 'Applying is paused. Resume it in Applications settings.',
    });
    await t.ctx.db
      .update(users)
      .set({ subscriptionStatus: 'cancelled' })
      .where(eq(users.id, user.userId));
    expect(await check(next, now)).toMatchObject({
      ok: false,
      reason: 'Your subscription is not active: this application waits until it is.',
    });
  });
});
