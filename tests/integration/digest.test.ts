import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDigestLink } from '../../src/core/digest/digest-link.ts';
import { purgeOldDigestRecords } from '../../src/core/digest/purge-old-digest-records.ts';
import { sendDueDigests } from '../../src/core/digest/send-due-digests.ts';
import {
  applicationPackages,
  applications,
  digestDeliveries,
  digestLinkUses,
  jobPreferences,
  matches,
  matchFeedback,
  matchRuns,
  users,
} from '../../src/db/schema/index.ts';
import { DAY_MS } from '../../src/shared/time.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { type MimeMail, parseMime } from '../helpers/mime-parts.ts';
import { putAs, type Subscriber, subscriber } from '../helpers/profile.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const HOUR_MS = 3_600_000;
/** The Monday after the next few days, at 00:00 UTC: the tests' calendar (Chicago is UTC-6). */
const monday = (() => {
  const start = new Date(Math.floor((Date.now() + 2 * DAY_MS) / DAY_MS) * DAY_MS);
  while (start.getUTCDay() !== 1) start.setTime(start.getTime() + DAY_MS);
  return start;
})();
/** `day` days after that Monday, at `hour`:15 UTC (the job's tick minute). */
const at = (day: number, hour: number) =>
  new Date(monday.getTime() + day * DAY_MS + hour * HOUR_MS + 15 * 60_000);
/** 08:15 in Chicago on that day; the offset is read from the zone, so daylight saving holds. */
const chicagoEight = (day: number) => {
  const probe = at(day, 14);
  const hour = Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(probe),
  );
  return new Date(probe.getTime() + (8 - hour) * HOUR_MS);
};

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A second app on the same database, as a second worker process would be.
  second = await createTestApp({ database: t.database });
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** Every digest in the outbox for `email`. */
async function digestsTo(email: string, app: TestApp = t): Promise<MimeMail[]> {
  const dir = join(app.dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(
    names.map(async (n) => parseMime(await readFile(join(dir, n), 'utf8'))),
  );
  return mails.filter(
    (mail) =>
      mail.headers.get('to') === email && /match|waiting/.test(mail.headers.get('subject') ?? ''),
  );
}
const allDigestsTo = async (email: string) => [
  ...(await digestsTo(email, t)),
  ...(await digestsTo(email, second)),
];

let jobCounter = 0;
/** A verified subscriber in Chicago with `count` new matches made an hour before `madeAt`. */
async function userWithMatches(count: number, madeAt: Date, options: { timeZone?: string } = {}) {
  const user = await subscriber(t.app);
  await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.userId));
  await t.ctx.db.insert(jobPreferences).values({
    userId: user.userId,
    // Only the zone is read by the digest; the JSON is what an old save would hold.
    preferences: {} as never,
    dailyRunHour: 7,
    timeZone: options.timeZone ?? 'America/Chicago',
  });
  const runId = `run-${user.userId}`;
  await t.ctx.db
    .insert(matchRuns)
    .values({ id: runId, userId: user.userId, trigger: 'manual', status: 'succeeded' });
  const titles: string[] = [];
  const rows = Array.from({ length: count }, () => {
    const id = `digest-job-${++jobCounter}`;
    titles.push(`Nurse role ${jobCounter}`);
    return jobRow(id, id, { title: `Nurse role ${jobCounter}`, company: `Clinic ${jobCounter}` });
  });
  if (rows.length > 0) await insertJobs(t.ctx.db, rows);
  // Scores fall with the index: the first titles are the best.
  if (rows.length > 0)
    await t.ctx.db.insert(matches).values(
      rows.map((row, i) => ({
        userId: user.userId,
        jobId: row.id,
        runId,
        score: 90 - i,
        parts: {},
        reason: `Because of reason ${row.id}`,
        createdAt: new Date(madeAt.getTime() - HOUR_MS),
      })),
    );
  return { user, titles };
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
const linksIn = (mail: MimeMail, path: string) =>
  [...mail.text.matchAll(/https?:\/\/\S+?\?token=[\w.-]+/g)]
    .map((m) => m[0])
    .filter((u) => u.includes(path));

describe('the daily e-mail digest', () => {
  let user: Subscriber;
  let titles: string[];
  let mail: MimeMail;
  const eight = chicagoEight(0);

  beforeAll(async () => {
    ({ user, titles } = await userWithMatches(7, eight));
  });

  it('sends nothing before the user’s hour, then one digest with the top 5, both parts and the headers', async () => {
    await sendDueDigests(t.ctx, { now: new Date(eight.getTime() - HOUR_MS) });
    expect(await digestsTo(user.email)).toHaveLength(0);
    await sendDueDigests(t.ctx, { now: eight });
    await sendDueDigests(t.ctx, { now: new Date(eight.getTime() + HOUR_MS) });
    const sent = await digestsTo(user.email);
    expect(sent).toHaveLength(1);
    mail = sent[0] as MimeMail;
    expect(mail.headers.get('subject')).toBe('Hireloop: 5 new matches for you');
    for (const title of titles.slice(0, 5)) {
      expect(mail.text).toContain(title);
      expect(mail.html).toContain(title);
    }
    for (const title of titles.slice(5)) expect(mail.text).not.toContain(title);
    expect(mail.text).toContain('Because of reason');
    expect(mail.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/api\/digest\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers.get('message-id')).toMatch(/^<digest\.[0-9a-f]{32}@localhost>$/);
    expect(linksIn(mail, '/api/digest/feedback')).toHaveLength(10);
  });

  it('records a like from the mail signed out, once; a second use says it was used', async () => {
    const [like] = linksIn(mail, '/api/digest/feedback');
    const first = await t.app.inject({
      method: 'GET',
      url: new URL(like as string).pathname + new URL(like as string).search,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.body).toContain('we’ll show more like this');
    const [stored] = await t.ctx.db
      .select({ state: matches.state, jobId: matches.jobId })
      .from(matches)
      .where(and(eq(matches.userId, user.userId), eq(matches.score, 90)));
    expect(stored?.state).toBe('liked');
    const feedback = await t.ctx.db
      .select()
      .from(matchFeedback)
      .where(eq(matchFeedback.userId, user.userId));
    expect(feedback.map((row) => [row.jobId, row.kind])).toEqual([[stored?.jobId, 'like']]);
    const again = await t.app.inject({
      method: 'GET',
      url: new URL(like as string).pathname + new URL(like as string).search,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('already used');
    expect(
      await t.ctx.db.select().from(matchFeedback).where(eq(matchFeedback.userId, user.userId)),
    ).toHaveLength(1);
  });

  it('refuses a tampered link and an expired one, and records nothing', async () => {
    const links = linksIn(mail, '/api/digest/feedback');
    const token = tokenOf(links[1] as string);
    const [body = '', signature = ''] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...payload, action: payload.action === 'like' ? 'dislike' : 'like' })).toString('base64url')}.${signature}`;
    const tampered = await t.app.inject({
      method: 'GET',
      url: `/api/digest/feedback?token=${forged}`,
    });
    expect(tampered.statusCode).toBe(400);
    const old = signDigestLink(t.config.authSecret, {
      userId: user.userId,
      matchId: payload.matchId,
      action: 'like',
      now: new Date(Date.now() - 8 * DAY_MS),
    });
    const expired = await t.app.inject({ method: 'GET', url: `/api/digest/feedback?token=${old}` });
    expect(expired.statusCode).toBe(410);
    expect(
      await t.ctx.db.select().from(matchFeedback).where(eq(matchFeedback.userId, user.userId)),
    ).toHaveLength(1);
  });

  it('stops the next digest after a one-click unsubscribe (RFC 8058 POST, signed out)', async () => {
    const url = new URL((mail.headers.get('list-unsubscribe') ?? '').slice(1, -1));
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    // Nothing changed by opening the page: a link scanner cannot unsubscribe anyone.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/app/digest-settings',
          headers: { cookie: user.cookie },
        })
      ).json().frequency,
    ).toBe('daily');
    const posted = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('unsubscribed');
    // A new match after the first digest: without the unsubscribe, the next day would carry it.
    const fresh = jobRow('digest-after-unsubscribe', 'fresh', { title: 'Nurse role after' });
    await insertJobs(t.ctx.db, [fresh]);
    await t.ctx.db.insert(matches).values({
      userId: user.userId,
      jobId: fresh.id,
      runId: `run-${user.userId}`,
      score: 99,
      parts: {},
      reason: 'Because it is new',
      createdAt: new Date(chicagoEight(1).getTime() - HOUR_MS),
    });
    await sendDueDigests(t.ctx, { now: chicagoEight(1) });
    expect(await digestsTo(user.email)).toHaveLength(1);
    const days = await t.ctx.db
      .select()
      .from(digestDeliveries)
      .where(eq(digestDeliveries.userId, user.userId));
    expect(days).toHaveLength(1);
  });
});

describe('applications that need the user', () => {
  it('lists those awaiting review or an answer, not the others, and sends without new matches', async () => {
    const eight = chicagoEight(4);
    const { user } = await userWithMatches(0, eight);
    const states = ['awaiting_review', 'needs_you', 'submitted'] as const;
    for (const [i, state] of states.entries()) {
      const job = jobRow(`digest-app-job-${i}`, 'app', { title: `Applied role ${state}` });
      await insertJobs(t.ctx.db, [job]);
      await t.ctx.db
        .insert(applicationPackages)
        .values({ id: `digest-pkg-${i}`, userId: user.userId, jobId: job.id });
      await t.ctx.db.insert(applications).values({
        id: `digest-app-${i}`,
        userId: user.userId,
        jobId: job.id,
        packageId: `digest-pkg-${i}`,
        packageVersion: 1,
        state,
        channel: 'manual',
        applyUrl: job.applyUrl,
        companyKey: job.companyKey,
        host: 'jobs.example.test',
      });
    }
    await sendDueDigests(t.ctx, { now: eight });
    const [mail] = await digestsTo(user.email);
    expect(mail?.headers.get('subject')).toBe('Hireloop: applications waiting for you');
    expect(mail?.text).toContain('Applied role awaiting_review at Fictional Goods Co');
    expect(mail?.text).toContain('ready for your review');
    expect(mail?.text).toContain('Applied role needs_you');
    expect(mail?.text).toContain('needs an answer from you');
    expect(mail?.text).not.toContain('Applied role submitted');
    expect(mail?.text).toContain('/main-app/applications/digest-app-0');
  });
});

describe('digest frequency', () => {
  it('sends nothing when off, and weekly digests only on Mondays', async () => {
    const { user: off } = await userWithMatches(2, chicagoEight(1));
    const { user: weekly, titles } = await userWithMatches(2, chicagoEight(1));
    const save = (who: Subscriber, frequency: string) =>
      putAs(t.app, who, '/api/app/digest-settings', {
        frequency,
        kinds: ['matches', 'applications'],
        hour: 8,
      });
    expect((await save(off, 'off')).statusCode).toBe(200);
    const saved = await save(weekly, 'weekly');
    expect(saved.json()).toEqual({
      frequency: 'weekly',
      kinds: ['matches', 'applications'],
      hour: 8,
      timeZone: 'America/Chicago',
    });
    // Tuesday: neither.
    await sendDueDigests(t.ctx, { now: chicagoEight(1) });
    expect(await digestsTo(off.email)).toHaveLength(0);
    expect(await digestsTo(weekly.email)).toHaveLength(0);
    // The next Monday: the weekly one, with what came since.
    await sendDueDigests(t.ctx, { now: chicagoEight(7) });
    expect(await digestsTo(off.email)).toHaveLength(0);
    const [mail] = await digestsTo(weekly.email);
    for (const title of titles) expect(mail?.text).toContain(title);
  });
});

describe('exactly one digest per user and day', () => {
  it('sends once when two workers run the tick at the same time, and again when it repeats', async () => {
    const eight = chicagoEight(2);
    const { user } = await userWithMatches(3, eight);
    await Promise.all([
      sendDueDigests(t.ctx, { now: eight }),
      sendDueDigests(second.ctx, { now: eight }),
      sendDueDigests(t.ctx, { now: eight }),
    ]);
    await sendDueDigests(second.ctx, { now: new Date(eight.getTime() + 2 * HOUR_MS) });
    expect(await allDigestsTo(user.email)).toHaveLength(1);
  });

  it('sends once after a worker died holding the claim, and never again after the hand-over', async () => {
    const eight = chicagoEight(3);
    const { user } = await userWithMatches(2, eight);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(eight);
    // What a worker killed right after its claim leaves behind (the process test below does it
    // for real on PostgreSQL): a claim with a live lease, nothing sent.
    await t.ctx.db.insert(digestDeliveries).values({
      userId: user.userId,
      day,
      status: 'claimed',
      claimId: 'dead-worker',
      leaseExpiresAt: new Date(Date.now() + 60_000),
    });
    await sendDueDigests(t.ctx, { now: eight });
    expect(await digestsTo(user.email)).toHaveLength(0);
    // The dead worker's lease runs out: the next tick takes the day over and sends.
    await t.ctx.db
      .update(digestDeliveries)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(digestDeliveries.userId, user.userId));
    await sendDueDigests(t.ctx, { now: new Date(eight.getTime() + HOUR_MS) });
    expect(await digestsTo(user.email)).toHaveLength(1);
    const [row] = await t.ctx.db
      .select()
      .from(digestDeliveries)
      .where(eq(digestDeliveries.userId, user.userId));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, matchCount: 2 });
    // A worker that died after handing the mail over leaves `sending`: never sent again.
    await t.ctx.db
      .update(digestDeliveries)
      .set({ status: 'sending', leaseExpiresAt: new Date(0) })
      .where(eq(digestDeliveries.userId, user.userId));
    await sendDueDigests(t.ctx, { now: new Date(eight.getTime() + 2 * HOUR_MS) });
    expect(await digestsTo(user.email)).toHaveLength(1);
  });
});

describe('old digest records', () => {
  it('purges used links past any link’s life and days past the keep, and nothing newer', async () => {
    const user = await subscriber(t.app);
    const now = new Date();
    await t.ctx.db.insert(digestLinkUses).values([
      { linkId: 'purge-old', userId: user.userId, usedAt: new Date(now.getTime() - 9 * DAY_MS) },
      { linkId: 'purge-new', userId: user.userId, usedAt: new Date(now.getTime() - 6 * DAY_MS) },
    ]);
    const day = (ago: number) => new Date(now.getTime() - ago * DAY_MS).toISOString().slice(0, 10);
    const row = { userId: user.userId, status: 'sent' as const, claimId: 'c', leaseExpiresAt: now };
    await t.ctx.db.insert(digestDeliveries).values([
      { ...row, day: day(91) },
      { ...row, day: day(89) },
    ]);
    await purgeOldDigestRecords(t.ctx.db, { now });
    const uses = await t.ctx.db
      .select()
      .from(digestLinkUses)
      .where(eq(digestLinkUses.userId, user.userId));
    expect(uses.map((use) => use.linkId)).toEqual(['purge-new']);
    const days = await t.ctx.db
      .select()
      .from(digestDeliveries)
      .where(eq(digestDeliveries.userId, user.userId));
    expect(days.map((kept) => kept.day)).toEqual([day(89)]);
  });
});
