import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { noOccupationKnowledge } from '../../src/core/catalogue/enrich-posting.ts';
import { ingestSourcePostings } from '../../src/core/catalogue/ingest-source-postings.ts';
import { runMatchingForUser } from '../../src/core/matching/run-matching-for-user.ts';
import { jobPreferences, jobs, matches } from '../../src/db/schema/index.ts';
import { DAY_MS } from '../../src/shared/time.ts';
import { sameOrigin, signUpUser } from '../helpers/accounts.ts';
import { getAs, postAs, type SignedInUser, startCheckout } from '../helpers/billing.ts';
import { insertJobs, type JobRow, jobRow } from '../helpers/job-rows.ts';
import { austinNursePreferences } from '../helpers/matching-fixtures.ts';
import { samplePosting } from '../helpers/sample-posting.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The shift preference and related occupations (decision 047), respected by the daily run on
 * both databases: a job stating only shifts the person left unticked is not matched, one
 * stating none is kept, and a related occupation's jobs become candidates.
 */
let t: TestApp;
let nurse: SignedInUser;

const job = (id: string, overrides: Partial<JobRow> = {}) =>
  jobRow(id, 'shifts', {
    title: 'Registered Nurse',
    company: `Ward ${id}`,
    companyKey: `ward ${id}`,
    occupationSoc: '29-1141',
    descriptionText: 'Registered nurse on a medical ward.',
    locations: [{ raw: 'Austin, TX', city: 'Austin', region: 'TX', country: 'US' }],
    locationText: 'Austin, TX',
    workplace: 'onsite',
    employmentType: 'FULL_TIME',
    postedAt: new Date(Date.now() - DAY_MS),
    ...overrides,
  });

const put = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/app/preferences',
    headers: { ...sameOrigin, cookie: nurse.cookie },
    payload,
  });

/** One run's matches: earlier runs' rows are cleared first, as they stay on the dashboard. */
async function matchedReasons() {
  await t.ctx.db.delete(matches).where(eq(matches.userId, nurse.userId));
  await runMatchingForUser(t.ctx.db, { userId: nurse.userId, trigger: 'manual' });
  const rows = await t.ctx.db
    .select({ jobId: matches.jobId, reason: matches.reason })
    .from(matches)
    .where(eq(matches.userId, nurse.userId));
  return new Map(rows.map((row) => [row.jobId, row.reason]));
}

beforeAll(async () => {
  t = await createTestApp();
  nurse = await signUpUser(t.app);
  const session = await startCheckout(t.app, nurse, prices.pro);
  await postAs(t.app, nurse, `/api/test-checkout/${session.id}/pay`, {
    cardNumber: '4242424242424242',
  });
  await insertJobs(t.ctx.db, [
    job('nights-only', { title: 'Registered Nurse, Nights', shifts: ['NIGHT'] }),
    job('days', { shifts: ['DAY'] }),
    job('nights-and-weekends', { shifts: ['NIGHT', 'WEEKEND'] }),
    job('unstated', { shifts: [] }),
    job('lpn', {
      title: 'Licensed Practical Nurse',
      occupationSoc: '29-2061',
      shifts: ['DAY'],
    }),
  ]);
});
afterAll(() => t?.close());

it('refuses an unknown shift, an unknown occupation and more than five related ones', async () => {
  const bad = await put({
    ...austinNursePreferences,
    shifts: ['LUNCH'],
    relatedOccupations: ['99-9999'],
  });
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(bad.json().fieldErrors)).toEqual(
    expect.arrayContaining(['shifts.0', 'relatedOccupations.0']),
  );
  const six = ['29-2061', '29-1123', '29-1071', '29-1171', '29-1122', '31-1131'];
  const tooMany = await put({ ...austinNursePreferences, relatedOccupations: six });
  expect(tooMany.statusCode).toBe(400);
  const stored = await t.ctx.db
    .select()
    .from(jobPreferences)
    .where(eq(jobPreferences.userId, nurse.userId));
  expect(stored).toEqual([]);
});

it('reads preferences saved before shifts existed as any shift and no related occupation', async () => {
  const {
    shifts: _s,
    relatedOccupations: _r,
    ...old
  } = {
    ...austinNursePreferences,
    shifts: [],
    relatedOccupations: [],
    radiusMiles: 30,
    salaryMin: null,
    timeZone: 'UTC',
  };
  await t.ctx.db.insert(jobPreferences).values({
    userId: nurse.userId,
    preferences: old as never,
    dailyRunHour: 7,
  });
  const read = (await getAs(t.app, nurse, '/api/app/preferences')).json();
  expect(read.preferences).toMatchObject({ shifts: [], relatedOccupations: [] });
  expect([...(await matchedReasons()).keys()].sort()).toEqual(
    ['days', 'nights-and-weekends', 'nights-only', 'unstated'].sort(),
  );
});

it('leaves out jobs stating only unticked shifts, keeps unstated ones, and says the shift', async () => {
  expect((await put({ ...austinNursePreferences, shifts: ['DAY', 'WEEKEND'] })).statusCode).toBe(
    200,
  );
  const matched = await matchedReasons();
  expect([...matched.keys()].sort()).toEqual(['days', 'nights-and-weekends', 'unstated'].sort());
  expect(matched.get('days')).toContain('Day shift');
  expect(matched.get('nights-and-weekends')).toContain('Night shift · Weekends');
  expect(matched.get('unstated')).not.toMatch(/shift/i);
});

it('a related occupation brings its jobs in, and removing it takes them out', async () => {
  const withLpn = { ...austinNursePreferences, shifts: ['DAY'], relatedOccupations: ['29-2061'] };
  expect((await put(withLpn)).statusCode).toBe(200);
  expect([...(await matchedReasons()).keys()].sort()).toEqual(['days', 'lpn', 'unstated'].sort());
  expect((await put({ ...withLpn, relatedOccupations: [] })).statusCode).toBe(200);
  expect([...(await matchedReasons()).keys()]).not.toContain('lpn');
});

it('ingestion stores the shifts a posting states', async () => {
  async function* one() {
    yield samplePosting({
      tenant: 'shift-test',
      sourceId: 'noc-1',
      title: 'CNA - NOC',
      descriptionHtml: '<p>Certified nursing assistant, 11p-7a, every other weekend.</p>',
    });
  }
  await ingestSourcePostings(t.ctx.db, {
    kind: 'greenhouse',
    key: 'shift-test',
    postings: one(),
    knowledge: noOccupationKnowledge,
    industry: null,
    isDemo: false,
    now: () => new Date(),
  });
  const [stored] = await t.ctx.db
    .select({ shifts: jobs.shifts })
    .from(jobs)
    .where(eq(jobs.title, 'CNA - NOC'));
  expect(stored?.shifts).toEqual(['NIGHT', 'WEEKEND']);
});
