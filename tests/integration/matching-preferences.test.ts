import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { runMatchingForUser } from '../../src/core/matching/run-matching-for-user.ts';
import { jobPreferences, matches } from '../../src/db/schema/index.ts';
import { DAY_MS } from '../../src/shared/time.ts';
import { sameOrigin, signUpUser } from '../helpers/accounts.ts';
import { getAs, postAs, type SignedInUser, startCheckout } from '../helpers/billing.ts';
import { insertJobs, type JobRow, jobRow } from '../helpers/job-rows.ts';
import { austinNursePreferences } from '../helpers/matching-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * What the person can now say in Job Search (decision 042): a travel radius, a lowest yearly pay
 * and the employment types they want, each respected by the daily run on both databases.
 */
let t: TestApp;
let nurse: SignedInUser;

const place = (city: string) => ({ raw: `${city}, TX`, city, region: 'TX', country: 'US' });
const job = (id: string, overrides: Partial<JobRow> = {}) =>
  jobRow(id, 'preferences', {
    title: 'Registered Nurse',
    company: `Clinic ${id}`,
    companyKey: `clinic ${id}`,
    occupationSoc: '29-1141',
    descriptionText: 'Registered nurse on a medical ward.',
    locations: [place('Austin')],
    locationText: 'Austin, TX',
    workplace: 'onsite',
    employmentType: 'FULL_TIME',
    salaryAnnualUsdMin: 70_000,
    salaryAnnualUsdMax: 90_000,
    postedAt: new Date(Date.now() - DAY_MS),
    ...overrides,
  });

const preferences = {
  ...austinNursePreferences,
  employmentTypes: ['FULL_TIME', 'CONTRACT'],
  radiusMiles: 50,
  salaryMin: 60_000,
};

const put = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/app/preferences',
    headers: { ...sameOrigin, cookie: nurse.cookie },
    payload,
  });

async function matchedIds() {
  await runMatchingForUser(t.ctx.db, { userId: nurse.userId, trigger: 'manual' });
  const rows = await t.ctx.db
    .select({ jobId: matches.jobId })
    .from(matches)
    .where(eq(matches.userId, nurse.userId));
  return rows.map((row) => row.jobId).sort();
}

beforeAll(async () => {
  t = await createTestApp();
  nurse = await signUpUser(t.app);
  const session = await startCheckout(t.app, nurse, prices.pro);
  await postAs(t.app, nurse, `/api/test-checkout/${session.id}/pay`, {
    cardNumber: '4242424242424242',
  });
  await insertJobs(t.ctx.db, [
    job('round-rock', { locations: [place('Round Rock')], locationText: 'Round Rock, TX' }),
    job('contract', { employmentType: 'CONTRACT' }),
    job('part-time', { employmentType: 'PART_TIME' }),
    job('type-unstated', { employmentType: null }),
    job('low-pay', { salaryAnnualUsdMin: 40_000, salaryAnnualUsdMax: 55_000 }),
    job('reaches-floor', { salaryAnnualUsdMin: 50_000, salaryAnnualUsdMax: 65_000 }),
    job('pay-unstated', { salaryAnnualUsdMin: null, salaryAnnualUsdMax: null }),
    job('killeen', { locations: [place('Killeen')], locationText: 'Killeen, TX' }),
    job('waco', { locations: [place('Waco')], locationText: 'Waco, TX' }),
    job('dentist', { title: 'Dentist', occupationSoc: '29-1021' }),
  ]);
});
afterAll(() => t?.close());

it('refuses a radius off the list, a pay that is no amount and an unknown type, changing nothing', async () => {
  const bad = await put({
    ...preferences,
    radiusMiles: 33,
    salaryMin: -5,
    employmentTypes: ['SOMETIMES'],
  });
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(bad.json().fieldErrors)).toEqual(
    expect.arrayContaining(['radiusMiles', 'salaryMin', 'employmentTypes.0']),
  );
  expect(bad.json().fieldErrors.salaryMin).toEqual(['Enter an amount of 0 or more.']);
  const stored = await t.ctx.db
    .select()
    .from(jobPreferences)
    .where(eq(jobPreferences.userId, nurse.userId));
  expect(stored).toEqual([]);
});

it('matches only jobs within the radius, of a wanted or unstated type, not paying under the floor', async () => {
  expect((await put(preferences)).statusCode).toBe(200);
  const read = (await getAs(t.app, nurse, '/api/app/preferences')).json();
  expect(read.preferences).toMatchObject({
    employmentTypes: ['FULL_TIME', 'CONTRACT'],
    radiusMiles: 50,
    salaryMin: 60_000,
  });
  expect(await matchedIds()).toEqual(
    ['contract', 'pay-unstated', 'reaches-floor', 'round-rock', 'type-unstated'].sort(),
  );
});

it('a wider radius brings the farther jobs in', async () => {
  expect((await put({ ...preferences, radiusMiles: 75 })).statusCode).toBe(200);
  expect(await matchedIds()).toContain('killeen');
  expect(await matchedIds()).not.toContain('waco');
  expect((await put({ ...preferences, radiusMiles: 100 })).statusCode).toBe(200);
  const all = await matchedIds();
  expect(all).toContain('waco');
  expect(all).not.toContain('part-time');
  expect(all).not.toContain('low-pay');
  expect(all).not.toContain('dentist');
});
