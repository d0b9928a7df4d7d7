import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { loadPreferenceModel } from '../../src/core/matching/load-preference-model.ts';
import { queueDueMatchRuns } from '../../src/core/matching/queue-due-match-runs.ts';
import { runMatchingForUser } from '../../src/core/matching/run-matching-for-user.ts';
import { exportMatchingData } from '../../src/core/matching/user-data-part.ts';
import { jobPreferences, jobs, matches, matchRuns, users } from '../../src/db/schema/index.ts';
import { DAY_MS } from '../../src/shared/time.ts';
import { sameOrigin, signUpUser } from '../helpers/accounts.ts';
import { getAs, postAs, type SignedInUser, startCheckout } from '../helpers/billing.ts';
import { insertJobs, type JobRow, jobRow } from '../helpers/job-rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let t: TestApp;
let nurse: SignedInUser;
let other: SignedInUser;

async function subscribe(user: SignedInUser) {
  const session = await startCheckout(t.app, user, prices.pro);
  const paid = await postAs(t.app, user, `/api/test-checkout/${session.id}/pay`, {
    cardNumber: '4242424242424242',
  });
  expect(paid.statusCode).toBe(200);
}

const putAs = (user: SignedInUser, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: { ...sameOrigin, cookie: user.cookie }, payload });

/** A registered-nurse job in Austin unless told otherwise. */
const nurseJob = (id: string, overrides: Partial<JobRow> = {}) =>
  jobRow(id, 'matching', {
    title: 'Registered Nurse',
    company: 'Lakeside Hospital',
    companyKey: 'lakeside hospital',
    occupationSoc: '29-1141',
    descriptionText: 'Registered nurse caring for patients on a medical ward.',
    locationText: 'Austin, TX',
    workplace: 'onsite',
    employmentType: 'FULL_TIME',
    industry: 'Healthcare',
    skills: ['Patient care', 'IV therapy', 'Telemetry'],
    salaryAnnualUsdMin: 70_000,
    salaryAnnualUsdMax: 90_000,
    postedAt: daysAgo(1),
    ...overrides,
  });

const nursePreferences = {
  jobTitle: '29-1141',
  location: 'Austin, TX',
  remote: false,
  salaryRange: '50000-100000',
  industry: null,
  employmentType: null,
  willingToRelocate: false,
  skills: ['Patient care', ' IV therapy ', 'patient CARE', '', 'Telemetry'],
  software: ['Epic', '  '],
  certifications: [
    {
      name: 'BLS',
      organization: 'American Heart Association',
      issueDate: '2024-01-10',
      expirationDate: '2026-01-10',
      relevantLink: '',
    },
  ],
  links: [],
  dailyRunHour: 7,
};

async function runFor(user: SignedInUser, runId?: string) {
  return runMatchingForUser(t.ctx.db, { userId: user.userId, runId, trigger: 'manual' });
}

async function matchList(user: SignedInUser, query = '') {
  const response = await getAs(t.app, user, `/api/app/matches${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    hasPreferences: boolean;
    items: { job: { id: string; company: string }; score: number; reason: string; state: string }[];
  };
}

beforeAll(async () => {
  t = await createTestApp();
  nurse = await signUpUser(t.app);
  other = await signUpUser(t.app);
  await subscribe(nurse);
  await subscribe(other);
  await insertJobs(t.ctx.db, [
    nurseJob('m-nurse-1'),
    nurseJob('m-nurse-2', { company: 'Acme Health', companyKey: 'acme health' }),
    nurseJob('m-nurse-3', {
      title: 'ICU Registered Nurse',
      company: 'Hill Clinic',
      companyKey: 'hill clinic',
    }),
    jobRow('m-electrician', 'matching', {
      title: 'Journeyman Electrician',
      company: 'Bright Spark',
      companyKey: 'bright spark',
      occupationSoc: '47-2111',
      descriptionText: 'Install and repair wiring in commercial buildings.',
      locationText: 'Seattle, WA',
      workplace: 'onsite',
      postedAt: daysAgo(40),
    }),
  ]);
});
afterAll(() => t?.close());

describe('preferences', () => {
  it('refuses bad input field by field and keeps the gate', async () => {
    const bad = await putAs(nurse, '/api/app/preferences', {
      ...nursePreferences,
      jobTitle: '99-9999',
      salaryRange: '5-10',
      dailyRunHour: 24,
      timeZone: 'Mars/Olympus_Mons',
      certifications: [{ name: 'BLS', issueDate: '2025-01-01', expirationDate: '2024-01-01' }],
    });
    expect(bad.statusCode).toBe(400);
    const { fieldErrors } = bad.json();
    expect(Object.keys(fieldErrors)).toEqual(
      expect.arrayContaining([
        'jobTitle',
        'salaryRange',
        'dailyRunHour',
        'timeZone',
        'certifications.0.expirationDate',
      ]),
    );
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/app/preferences' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('saves them (chips trimmed, blanks and duplicates dropped), returns a run id and reads back', async () => {
    const empty = await getAs(t.app, nurse, '/api/app/preferences');
    expect(empty.json()).toEqual({ preferences: null, updatedAt: null });
    const saved = await putAs(nurse, '/api/app/preferences', nursePreferences);
    expect(saved.statusCode).toBe(200);
    const { runId } = saved.json();
    const [run] = await t.ctx.db.select().from(matchRuns).where(eq(matchRuns.id, runId));
    expect(run).toMatchObject({ userId: nurse.userId, status: 'queued', trigger: 'preferences' });

    const read = (await getAs(t.app, nurse, '/api/app/preferences')).json();
    expect(read.preferences.skills).toEqual(['Patient care', 'IV therapy', 'Telemetry']);
    expect(read.preferences.software).toEqual(['Epic']);
    expect(read.preferences.certifications[0].organization).toBe('American Heart Association');
    expect(read.updatedAt).not.toBeNull();
    // Another user sees none of it.
    expect((await getAs(t.app, other, '/api/app/preferences')).json().preferences).toBeNull();
  });
});

describe('runs and matches', () => {
  it('stores the best open jobs with reasons, nursing first, and not the wrong field', async () => {
    const [queued] = await t.ctx.db
      .select()
      .from(matchRuns)
      .where(eq(matchRuns.userId, nurse.userId));
    const result = await runFor(nurse, queued?.id);
    expect(result).toMatchObject({ status: 'succeeded', newMatches: 3 });
    const list = await matchList(nurse);
    expect(list.hasPreferences).toBe(true);
    expect(list.items.map((item) => item.job.id).sort()).toEqual([
      'm-nurse-1',
      'm-nurse-2',
      'm-nurse-3',
    ]);
    const scores = list.items.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(list.items[0]?.reason).toContain('Registered nurses');
    expect(list.items[0]?.reason).toMatch(/of your \d+ skills/);
    expect(list.items[0]?.state).toBe('new');
    // Listing marked them shown.
    expect((await matchList(nurse)).items.every((item) => item.state === 'shown')).toBe(true);

    const latest = (await getAs(t.app, nurse, '/api/app/match-runs/latest')).json();
    expect(latest.run).toMatchObject({ status: 'succeeded', newMatches: 3 });
  });

  it('never offers a job again as new, and offers only the new ones next run', async () => {
    expect(await runFor(nurse)).toMatchObject({ status: 'succeeded', newMatches: 0 });
    await insertJobs(t.ctx.db, [
      nurseJob('m-nurse-4', { company: 'River Care', companyKey: 'river care' }),
    ]);
    const next = await runFor(nurse);
    expect(next.newMatches).toBe(1);
    const stored = await t.ctx.db.select().from(matches).where(eq(matches.runId, next.runId));
    expect(stored.map((row) => row.jobId)).toEqual(['m-nurse-4']);
  });

  it('keeps each user to their own matches', async () => {
    expect((await matchList(other)).hasPreferences).toBe(false);
    expect((await matchList(other)).items).toEqual([]);
    const foreign = await postAs(t.app, other, '/api/app/matches/m-nurse-1/feedback', {
      kind: 'dislike',
      reason: 'not-this-company',
    });
    expect(foreign.statusCode).toBe(200);
    // The other user's dislike hid Lakeside for them, not for the nurse.
    const nurseCompanies = (await matchList(nurse)).items.map((item) => item.job.company);
    expect(nurseCompanies).toContain('Lakeside Hospital');
  });

  it('filters by minimum score and remote, and refuses a bad filter with a field error', async () => {
    const all = await matchList(nurse);
    const top = all.items[0]?.score ?? 0;
    expect((await matchList(nurse, `?minScore=${top}`)).items.every((i) => i.score >= top)).toBe(
      true,
    );
    expect((await matchList(nurse, '?remoteOnly=true')).items).toEqual([]);
    const bad = await getAs(t.app, nurse, '/api/app/matches?minScore=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('minScore');
  });
});

describe('learning from feedback', () => {
  it('a dislike for "not this company" hides that company in the list and in the next run', async () => {
    const disliked = await postAs(t.app, nurse, '/api/app/matches/m-nurse-2/feedback', {
      kind: 'dislike',
      reason: 'not-this-company',
    });
    expect(disliked.statusCode).toBe(200);
    expect(disliked.json().items).toContainEqual({
      id: 'company:acme health',
      text: 'Hide jobs at Acme Health',
    });
    expect((await matchList(nurse)).items.map((item) => item.job.company)).not.toContain(
      'Acme Health',
    );
    await insertJobs(t.ctx.db, [
      nurseJob('m-acme-new', { company: 'Acme Health', companyKey: 'acme health' }),
      nurseJob('m-bay-new', { company: 'Bay Medical', companyKey: 'bay medical' }),
    ]);
    const run = await runFor(nurse);
    const stored = await t.ctx.db.select().from(matches).where(eq(matches.runId, run.runId));
    expect(stored.map((row) => row.jobId)).toEqual(['m-bay-new']);
  });

  it('a like lifts similar jobs at once and in the next run', async () => {
    // Below 100, so that a lift can show.
    const imperfect = { skills: [], salaryAnnualUsdMin: null, salaryAnnualUsdMax: null };
    await insertJobs(t.ctx.db, [
      nurseJob('m-peds-a', {
        company: 'Kids First',
        companyKey: 'kids first',
        descriptionText: 'Pediatric oncology nurse for children and families, pediatric unit.',
        ...imperfect,
      }),
      nurseJob('m-peds-b', {
        company: 'Little Stars',
        companyKey: 'little stars',
        descriptionText: 'Pediatric oncology nurse for children and families, pediatric unit.',
        ...imperfect,
      }),
      nurseJob('m-plain', {
        company: 'Metro Care',
        companyKey: 'metro care',
        descriptionText: 'Nurse for adult surgical recovery in a busy unit.',
        ...imperfect,
      }),
    ]);
    await runFor(nurse);
    const scoreOf = (list: Awaited<ReturnType<typeof matchList>>, id: string) =>
      list.items.find((item) => item.job.id === id)?.score ?? Number.NaN;
    const before = await matchList(nurse);
    const liked = await postAs(t.app, nurse, '/api/app/matches/m-peds-a/feedback', {
      kind: 'like',
    });
    expect(liked.statusCode).toBe(200);
    const after = await matchList(nurse);
    expect(scoreOf(after, 'm-peds-b')).toBeGreaterThan(scoreOf(before, 'm-peds-b'));
    expect(scoreOf(after, 'm-peds-b') - scoreOf(after, 'm-plain')).toBeGreaterThan(
      scoreOf(before, 'm-peds-b') - scoreOf(before, 'm-plain'),
    );
    expect(after.items.find((item) => item.job.id === 'm-peds-a')?.state).toBe('liked');
    const likedOnly = await matchList(nurse, '?likedOnly=true');
    expect(likedOnly.items.map((item) => item.job.id)).toEqual(['m-peds-a']);
  });

  it('lists what was learned, forgets one item and resets', async () => {
    const learned = (await getAs(t.app, nurse, '/api/app/learned-preferences')).json();
    expect(learned.items.length).toBeGreaterThan(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/app/learned-preferences/${encodeURIComponent('company:acme health')}`,
      headers: { origin: sameOrigin.origin, cookie: nurse.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items.map((item: { id: string }) => item.id)).not.toContain(
      'company:acme health',
    );
    const reset = await postAs(t.app, nurse, '/api/app/learned-preferences/reset');
    expect(reset.json()).toEqual({ items: [] });
  });

  it('refuses an unknown reason with a field error and an unknown job with 404', async () => {
    const bad = await postAs(t.app, nurse, '/api/app/matches/m-nurse-1/feedback', {
      kind: 'dislike',
      reason: 'too-boring',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('reason');
    const missing = await postAs(t.app, nurse, '/api/app/matches/no-such-job/feedback', {
      kind: 'like',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('counts matches and feedback per week', async () => {
    const stats = (await getAs(t.app, nurse, '/api/app/match-stats')).json();
    expect(stats.weeks).toHaveLength(8);
    expect(stats.days).toHaveLength(56);
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.days.at(-1).date >= today).toBe(true);
    const daySum = stats.days.reduce(
      (sum: number, day: { matches: number }) => sum + day.matches,
      0,
    );
    const weekSum = stats.weeks.reduce(
      (sum: number, week: { matches: number }) => sum + week.matches,
      0,
    );
    expect(daySum).toBe(weekSum);
    const thisWeek = stats.weeks.at(-1);
    expect(thisWeek.matches).toBeGreaterThanOrEqual(7);
    expect(thisWeek.likes).toBe(1);
    expect(thisWeek.dislikes).toBe(1);
  });
});

describe('entitlement and scheduling', () => {
  it('Run now queues a run the dashboard can follow', async () => {
    const queued = await postAs(t.app, nurse, '/api/app/match-runs');
    expect(queued.statusCode).toBe(202);
    const latest = (await getAs(t.app, nurse, '/api/app/match-runs/latest')).json();
    expect(latest.run).toMatchObject({ id: queued.json().runId, status: 'queued' });
    // Pressed again while it waits: the same run, not a second one.
    const again = await postAs(t.app, nurse, '/api/app/match-runs');
    expect(again.json().runId).toBe(queued.json().runId);
  });

  it('a lapsed subscription gets no run, by hand or on schedule at the hour of their zone', async () => {
    const lapsed = await signUpUser(t.app);
    await subscribe(lapsed);
    expect((await putAs(lapsed, '/api/app/preferences', nursePreferences)).statusCode).toBe(200);
    await t.ctx.db
      .update(users)
      .set({ subscriptionStatus: 'cancelled' })
      .where(eq(users.id, lapsed.userId));
    const result = await runFor(lapsed);
    expect(result).toMatchObject({ status: 'skipped', skippedBecause: 'not-entitled' });
    expect(await t.ctx.db.select().from(matches).where(eq(matches.userId, lapsed.userId))).toEqual(
      [],
    );

    // Both want their run at 07:00 in Chicago; only the entitled one gets it, at that hour.
    for (const user of [nurse, lapsed]) {
      await t.ctx.db
        .update(jobPreferences)
        .set({ dailyRunHour: 7, timeZone: 'America/Chicago' })
        .where(eq(jobPreferences.userId, user.userId));
    }
    const tomorrow = new Date(Date.now() + DAY_MS);
    const utcHour = (hour: number) =>
      new Date(
        Date.UTC(
          tomorrow.getUTCFullYear(),
          tomorrow.getUTCMonth(),
          tomorrow.getUTCDate(),
          hour,
          0,
          10,
        ),
      );
    const chicagoHour = (date: Date) =>
      Number(
        new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/Chicago',
          hour: 'numeric',
          hourCycle: 'h23',
        }).format(date),
      );
    const sevenInChicago = Array.from({ length: 24 }, (_, hour) => utcHour(hour)).find(
      (date) => chicagoHour(date) === 7,
    ) as Date;
    // Run now's run above has ended (a run still waiting would serve as the scheduled one too).
    await t.ctx.db
      .update(matchRuns)
      .set({ status: 'succeeded', finishedAt: new Date() })
      .where(and(eq(matchRuns.userId, nurse.userId), eq(matchRuns.status, 'queued')));
    expect(await queueDueMatchRuns(t.ctx, { now: utcHour(7) })).toEqual({ queued: 0 });
    expect(await queueDueMatchRuns(t.ctx, { now: sevenInChicago })).toEqual({ queued: 1 });
    // A second tick in the same hour queues nothing twice.
    expect(await queueDueMatchRuns(t.ctx, { now: sevenInChicago })).toEqual({ queued: 0 });
    const scheduled = await t.ctx.db
      .select()
      .from(matchRuns)
      .where(eq(matchRuns.trigger, 'schedule'));
    expect(scheduled.map((run) => run.userId)).toEqual([nurse.userId]);
  });
});

describe('export', () => {
  it("exports the user's matching data and only theirs", async () => {
    const exported = await exportMatchingData(t.ctx.db, nurse.userId);
    expect(exported.preferences?.userId).toBe(nurse.userId);
    expect(exported.matches.length).toBeGreaterThan(0);
    expect(exported.feedback.length).toBeGreaterThan(0);
    const rows = [...exported.runs, ...exported.matches, ...exported.feedback];
    expect(rows.every((row) => row.userId === nurse.userId)).toBe(true);
  });
});

describe('concurrent feedback', () => {
  it('answers given at once all reach the model', async () => {
    const before = await loadPreferenceModel(t.ctx.db, { userId: other.userId });
    const jobIds = ['m-nurse-1', 'm-nurse-3', 'm-nurse-4', 'm-bay-new'];
    const answers = await Promise.all(
      jobIds.map((jobId) =>
        postAs(t.app, other, `/api/app/matches/${jobId}/feedback`, { kind: 'like' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const after = await loadPreferenceModel(t.ctx.db, { userId: other.userId });
    expect(after.feedbackCount).toBe(before.feedbackCount + jobIds.length);
  });
});

describe('closed jobs', () => {
  it('a job closed since it was matched leaves the list', async () => {
    const [first] = (await matchList(nurse)).items;
    expect(first).toBeDefined();
    await t.ctx.db
      .update(jobs)
      .set({ closedAt: new Date() })
      .where(eq(jobs.id, first?.job.id ?? ''));
    const ids = (await matchList(nurse)).items.map((item) => item.job.id);
    expect(ids).not.toContain(first?.job.id);
  });
});
