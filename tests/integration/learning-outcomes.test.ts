import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyUrlKey } from '../../src/core/catalogue/normalize-keys.ts';
import { runMatchingForUser } from '../../src/core/matching/run-matching-for-user.ts';
import { matches, matchRuns } from '../../src/db/schema/index.ts';
import type { TrackedItem } from '../../src/shared/schemas/tracker.ts';
import { DAY_MS } from '../../src/shared/time.ts';
import { sameOrigin } from '../helpers/accounts.ts';
import { getAs, postAs } from '../helpers/billing.ts';
import { insertJobs, type JobRow, jobRow } from '../helpers/job-rows.ts';
import { austinNursePreferences } from '../helpers/matching-fixtures.ts';
import { putAs, type Subscriber, subscriber } from '../helpers/profile.ts';
import { nurse } from '../helpers/tailoring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Outcomes recorded in the tracker teach the matcher (decision 068), through the HTTP API on the
 * stored catalogue: an interview lifts jobs like it in the list and in the next run, the same
 * stage twice counts once, an undone or removed outcome stops acting (and a removal outlasts
 * later moves), no answer lowers that site and kind of employer, and nobody else's ids reach them.
 */
let t: TestApp;
let ana: Subscriber;
let other: Subscriber;

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

const hospital = 'Permanent position on our inpatient unit with a pension.';
const agency = 'Agency travel assignment with a weekly stipend.';
const nurseJob = (id: string, overrides: Partial<JobRow>) => {
  const applyUrl = `https://jobs.example.test/outcomes/${id}`;
  return jobRow(id, 'outcomes', {
    title: 'Registered Nurse',
    occupationSoc: '29-1141',
    locationText: 'Austin, TX',
    workplace: 'onsite',
    employmentType: 'FULL_TIME',
    industry: 'Healthcare',
    skills: ['Patient care'],
    salaryAnnualUsdMin: 70_000,
    salaryAnnualUsdMax: 90_000,
    applyUrl,
    applyUrlKey: applyUrlKey(applyUrl),
    ...overrides,
  });
};
const hospitalJob = (id: string, company: string, posted: number) =>
  nurseJob(id, {
    company,
    companyKey: company.toLowerCase(),
    descriptionText: hospital,
    atsKind: 'greenhouse',
    postedAt: daysAgo(posted),
  });
const agencyJob = (id: string, company: string, posted: number) =>
  nurseJob(id, {
    company,
    companyKey: company.toLowerCase(),
    descriptionText: agency,
    atsKind: 'lever',
    postedAt: daysAgo(posted),
  });

const learnedTexts = async (user: Subscriber) => {
  const response = await getAs(t.app, user, '/api/app/learned-preferences');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { id: string; text: string }[]).map((item) => item.text);
};

/** Each listed job's score, as the dashboard shows it. */
const scores = async (user: Subscriber) => {
  const response = await getAs(t.app, user, '/api/app/matches');
  expect(response.statusCode, response.body).toBe(200);
  const items = response.json().items as { job: { id: string }; score: number }[];
  return Object.fromEntries(items.map((item) => [item.job.id, item.score]));
};

const addOutside = async (user: Subscriber, jobId: string, company: string, appliedOn: Date) => {
  const response = await postAs(t.app, user, '/api/app/tracker/items', {
    title: 'Registered Nurse',
    company,
    link: `https://jobs.example.test/outcomes/${jobId}`,
    appliedOn: dayOf(appliedOn),
  });
  expect(response.statusCode, response.body).toBe(201);
  const item = response.json() as TrackedItem;
  expect(item.jobId).toBe(jobId);
  return item;
};

const moveTo = (user: Subscriber, itemId: string, stage: string, interviewDates?: string[]) =>
  putAs(t.app, user, `/api/app/tracker/items/${itemId}/stage`, { stage, interviewDates });

const queuedRuns = async (userId: string) =>
  t.ctx.db.$count(matchRuns, and(eq(matchRuns.userId, userId), eq(matchRuns.status, 'queued')));

const forget = (user: Subscriber, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/app/learned-preferences/${encodeURIComponent(id)}`,
    headers: { ...sameOrigin, cookie: user.cookie },
  });

let base: Record<string, number>;
let interviewItem: TrackedItem;

beforeAll(async () => {
  t = await createTestApp();
  await insertJobs(t.ctx.db, [
    hospitalJob('o-mercy', 'Mercy Hospital', 3),
    agencyJob('o-aya', 'Aya Staffing', 3),
    // The agency posting is newer, so it starts above the hospital one.
    hospitalJob('o-st-luke', 'St Luke Hospital', 6),
    agencyJob('o-cross', 'Cross Country Staffing', 0),
  ]);
  ana = await nurse(t.app);
  other = await subscriber(t.app);
  const saved = await putAs(t.app, ana, '/api/app/preferences', austinNursePreferences);
  expect(saved.statusCode, saved.body).toBe(200);
  await runMatchingForUser(t.ctx.db, { userId: ana.userId, trigger: 'manual' });
  interviewItem = await addOutside(ana, 'o-mercy', 'Mercy Hospital', daysAgo(10));
  base = await scores(ana);
}, 120_000);
afterAll(() => t?.close());

describe('an interview in the tracker', () => {
  it('starts with the newer agency posting above the hospital one and nothing learned', async () => {
    expect(base['o-cross']).toBeGreaterThan(base['o-st-luke'] ?? 100);
    expect(await learnedTexts(ana)).toEqual([]);
  });

  it('is shown as an outcome, queues a run and lifts jobs like it over others', async () => {
    const before = await queuedRuns(ana.userId);
    const moved = await moveTo(ana, interviewItem.id, 'interviewing', [dayOf(daysAgo(2))]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await queuedRuns(ana.userId)).toBeGreaterThanOrEqual(Math.max(1, before));
    expect(await learnedTexts(ana)).toEqual([
      'You got an interview for “Registered Nurse” at Mercy Hospital: more jobs like it',
    ]);
    const after = await scores(ana);
    expect(after['o-st-luke']).toBeGreaterThan(after['o-cross'] ?? 100);
    // Measured from the answered job: one like it keeps its score, others lose points.
    expect(after['o-cross']).toBeLessThan(base['o-cross'] ?? 0);
  });

  it('orders the next run’s new matches by it', async () => {
    await insertJobs(t.ctx.db, [
      hospitalJob('o-seton', 'Seton Hospital', 6),
      agencyJob('o-trusted', 'Trusted Staffing', 0),
    ]);
    const run = await runMatchingForUser(t.ctx.db, { userId: ana.userId, trigger: 'manual' });
    expect(run.status).toBe('succeeded');
    const stored = await t.ctx.db
      .select({ jobId: matches.jobId, score: matches.score })
      .from(matches)
      .where(eq(matches.userId, ana.userId));
    const score = (id: string) => stored.find((row) => row.jobId === id)?.score ?? -1;
    expect(score('o-seton')).toBeGreaterThan(score('o-trusted'));
  });

  it('counts once however often the same stage is saved', async () => {
    const once = await scores(ana);
    for (let i = 0; i < 2; i++) {
      const again = await moveTo(ana, interviewItem.id, 'interviewing');
      expect(again.statusCode, again.body).toBe(200);
    }
    expect(await scores(ana)).toEqual(once);
  });

  it('stops acting when the stage is undone, and acts again when redone', async () => {
    expect((await moveTo(ana, interviewItem.id, 'applied')).statusCode).toBe(200);
    expect(await learnedTexts(ana)).toEqual([]);
    const undone = await scores(ana);
    expect(undone['o-cross']).toBe(base['o-cross']);
    expect(undone['o-st-luke']).toBe(base['o-st-luke']);
    expect((await moveTo(ana, interviewItem.id, 'offer')).statusCode).toBe(200);
    expect(await learnedTexts(ana)).toEqual([
      'You got an offer for “Registered Nurse” at Mercy Hospital: more jobs like it',
    ]);
  });
});

describe('removing an outcome in "What you\'ve taught us"', () => {
  it('another user cannot remove it, nor move the item', async () => {
    const id = `outcome:${interviewItem.id}`;
    expect((await forget(other, id)).statusCode).toBe(200);
    expect(await learnedTexts(other)).toEqual([]);
    expect(await learnedTexts(ana)).toHaveLength(1);
    expect((await moveTo(other, interviewItem.id, 'hired')).statusCode).toBe(404);
  });

  it('stops its effect and is remembered through later stage changes', async () => {
    const removed = await forget(ana, `outcome:${interviewItem.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().items).toEqual([]);
    expect((await scores(ana))['o-cross']).toBe(base['o-cross']);
    expect((await moveTo(ana, interviewItem.id, 'hired')).statusCode).toBe(200);
    expect(await learnedTexts(ana)).toEqual([]);
    expect((await scores(ana))['o-st-luke']).toBe(base['o-st-luke']);
  });
});

describe('no answer', () => {
  it('lowers jobs from that site and kind of employer, and a reset forgets it', async () => {
    await addOutside(ana, 'o-aya', 'Aya Staffing', daysAgo(30));
    expect(await learnedTexts(ana)).toEqual([
      'No answer from Aya Staffing after 21 days: fewer jobs from that kind of employer and site',
    ]);
    const silent = await scores(ana);
    expect(silent['o-cross']).toBeLessThan(base['o-cross'] ?? 0);
    expect(silent['o-st-luke']).toBe(base['o-st-luke']);
    const reset = await postAs(t.app, ana, '/api/app/learned-preferences/reset', {});
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await learnedTexts(ana)).toEqual([]);
    expect((await scores(ana))['o-cross']).toBe(base['o-cross']);
  });
});
