import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { MIN_JOBS_FOR_SHARES } from '../../src/core/matching/learning/term-shares.ts';
import { runMatchingForUser } from '../../src/core/matching/run-matching-for-user.ts';
import { DAY_MS } from '../../src/shared/time.ts';
import { sameOrigin, signUpUser } from '../helpers/accounts.ts';
import { getAs, postAs, type SignedInUser, startCheckout } from '../helpers/billing.ts';
import { insertJobs, type JobRow, jobRow } from '../helpers/job-rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let nurse: SignedInUser;

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
/** Every posting of this catalogue carries the same line, as a board's template does. */
const boilerplate = 'Shift differential on weekends.';

const nurseJob = (id: string, overrides: Partial<JobRow> = {}) =>
  jobRow(id, 'learning', {
    title: 'Registered Nurse',
    company: `Clinic ${id}`,
    companyKey: `clinic ${id}`,
    occupationSoc: '29-1141',
    descriptionText: `Nurse caring for patients. ${boilerplate}`,
    locationText: 'Austin, TX',
    workplace: 'onsite',
    employmentType: 'FULL_TIME',
    industry: 'Healthcare',
    skills: ['Patient care'],
    salaryAnnualUsdMin: 70_000,
    salaryAnnualUsdMax: 90_000,
    postedAt: daysAgo(1),
    ...overrides,
  });

const learnedTexts = async () =>
  (await getAs(t.app, nurse, '/api/app/learned-preferences'))
    .json()
    .items.map((item: { text: string }) => item.text) as string[];

const matchList = async () =>
  (await getAs(t.app, nurse, '/api/app/matches')).json().items as {
    job: { id: string };
    reason: string;
    feedback: string | null;
  }[];

const dislike = (jobId: string, reason: string | null) =>
  postAs(t.app, nurse, `/api/app/matches/${jobId}/feedback`, { kind: 'dislike', reason });

beforeAll(async () => {
  t = await createTestApp();
  nurse = await signUpUser(t.app);
  const session = await startCheckout(t.app, nurse, prices.pro);
  await postAs(t.app, nurse, `/api/test-checkout/${session.id}/pay`, {
    cardNumber: '4242424242424242',
  });
  // A catalogue big enough to count its common words: mostly other trades, same template.
  const others = Array.from({ length: MIN_JOBS_FOR_SHARES + 20 }, (_, i) =>
    jobRow(`l-other-${i}`, 'learning', {
      title: 'Staff Accountant',
      occupationSoc: '13-2011',
      descriptionText: `Ledger close number ${i}. ${boilerplate}`,
      locationText: 'Austin, TX',
      postedAt: daysAgo(2),
    }),
  );
  await insertJobs(t.ctx.db, [
    ...others,
    nurseJob('l-hospice', { descriptionText: `Hospice home visits. ${boilerplate}` }),
    nurseJob('l-ward'),
    nurseJob('l-killeen', { locationText: 'Killeen, TX' }),
    nurseJob('l-round-rock', { locationText: 'Round Rock, TX' }),
    nurseJob('l-liked', { descriptionText: `Hospice and palliative care. ${boilerplate}` }),
    nurseJob('l-alike', { descriptionText: `Hospice and palliative care. ${boilerplate}` }),
    nurseJob('l-alike-2', { descriptionText: `Hospice and palliative care. ${boilerplate}` }),
  ]);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/app/preferences',
    headers: { ...sameOrigin, cookie: nurse.cookie },
    payload: {
      jobTitle: '29-1141',
      location: 'Austin, TX',
      remote: false,
      salaryRange: '50000-100000',
      industry: null,
      employmentType: null,
      willingToRelocate: false,
      skills: ['Patient care'],
      software: [],
      certifications: [],
      links: [],
      dailyRunHour: 7,
    },
  });
  expect(saved.statusCode).toBe(200);
  await runMatchingForUser(t.ctx.db, { userId: nurse.userId, trigger: 'manual' });
});
afterAll(() => t?.close());

describe('what a dislike teaches, through the API and the stored catalogue', () => {
  it('learns the distinctive word, never the template’s or the person’s own', async () => {
    expect((await dislike('l-hospice', null)).statusCode).toBe(200);
    const texts = await learnedTexts();
    expect(texts).toContain('Fewer jobs that mention “hospice”');
    for (const word of ['differential', 'weekends', 'nurse', 'registered', 'patients']) {
      expect(texts.join(' ')).not.toContain(`“${word}”`);
    }
  });

  it('a liked job never reads "like jobs you disliked"', async () => {
    const liked = await postAs(t.app, nurse, '/api/app/matches/l-liked/feedback', { kind: 'like' });
    expect(liked.statusCode).toBe(200);
    // Then two dislikes of the very same posting elsewhere: its words now weigh against.
    for (let i = 0; i < 2; i++) await dislike('l-alike', null);
    const list = await matchList();
    const item = list.find((entry) => entry.job.id === 'l-liked');
    expect(item?.feedback).toBe('like');
    expect(item?.reason).not.toContain('disliked');
    // The same posting, unanswered, is lowered and says why, naming its own word.
    const alike = list.find((entry) => entry.job.id === 'l-alike-2');
    expect(alike?.reason).toMatch(/mentions “(hospice|palliative)”.* like jobs you disliked$/);
  });

  it('"wrong location" makes that place and farther ones out of reach, nearer ones stay', async () => {
    expect((await dislike('l-killeen', 'wrong-location')).statusCode).toBe(200);
    expect(
      (await learnedTexts()).some((text) => text.startsWith('On-site and hybrid jobs within')),
    ).toBe(true);
    await insertJobs(t.ctx.db, [
      nurseJob('l-killeen-2', { locationText: 'Killeen, TX' }),
      nurseJob('l-waco', { locationText: 'Waco, TX' }),
      nurseJob('l-austin-2'),
    ]);
    const run = await runMatchingForUser(t.ctx.db, { userId: nurse.userId, trigger: 'manual' });
    expect(run.status).toBe('succeeded');
    const ids = (await matchList()).map((item) => item.job.id);
    expect(ids).toContain('l-austin-2');
    expect(ids).not.toContain('l-killeen-2');
    expect(ids).not.toContain('l-waco');
  });

  it('"salary too low" leaves out the next jobs paying as little, and keeps better-paid ones', async () => {
    await insertJobs(t.ctx.db, [
      nurseJob('l-low-pay', { salaryAnnualUsdMin: 52_000, salaryAnnualUsdMax: 58_000 }),
    ]);
    await runMatchingForUser(t.ctx.db, { userId: nurse.userId, trigger: 'manual' });
    expect((await matchList()).map((item) => item.job.id)).toContain('l-low-pay');
    expect((await dislike('l-low-pay', 'salary-too-low')).statusCode).toBe(200);
    await insertJobs(t.ctx.db, [
      nurseJob('l-low-pay-2', { salaryAnnualUsdMin: 50_000, salaryAnnualUsdMax: 60_000 }),
      nurseJob('l-fair-pay', { salaryAnnualUsdMin: 68_000, salaryAnnualUsdMax: 82_000 }),
      nurseJob('l-pay-unstated', { salaryAnnualUsdMin: null, salaryAnnualUsdMax: null }),
    ]);
    const run = await runMatchingForUser(t.ctx.db, { userId: nurse.userId, trigger: 'manual' });
    expect(run.status).toBe('succeeded');
    const ids = (await matchList()).map((item) => item.job.id);
    expect(ids).not.toContain('l-low-pay-2');
    expect(ids).toContain('l-fair-pay');
    expect(ids).toContain('l-pay-unstated');
  });

  it('a reason given acts on today’s list at once, before any new run', async () => {
    const pay = { salaryAnnualUsdMin: 72_000, salaryAnnualUsdMax: 80_000 };
    await insertJobs(t.ctx.db, [nurseJob('l-mid-pay', pay), nurseJob('l-mid-pay-twin', pay)]);
    await runMatchingForUser(t.ctx.db, { userId: nurse.userId, trigger: 'manual' });
    const before = (await matchList()).map((item) => item.job.id);
    expect(before).toEqual(expect.arrayContaining(['l-mid-pay', 'l-mid-pay-twin']));
    expect((await dislike('l-mid-pay-twin', 'salary-too-low')).statusCode).toBe(200);
    const after = (await matchList()).map((item) => item.job.id);
    expect(after).not.toContain('l-mid-pay');
    expect(after).toContain('l-pay-unstated');
  });
});
