import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { signUpUser } from '../helpers/accounts.ts';
import { getAs, postAs, type SignedInUser, startCheckout } from '../helpers/billing.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let subscriber: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  subscriber = await signUpUser(t.app);
  const session = await startCheckout(t.app, subscriber, prices.pro);
  const paid = await postAs(t.app, subscriber, `/api/test-checkout/${session.id}/pay`, {
    cardNumber: '4242424242424242',
  });
  expect(paid.statusCode).toBe(200);
  await insertJobs(t.ctx.db, [
    jobRow('api-nurse-both', 'apitag', {
      title: 'Registered Nurse',
      descriptionText: 'apitag Registered nurse on a busy ward, nurse led care.',
      descriptionHtml: '<p>apitag Registered nurse on a busy ward.</p>',
      postedAt: new Date('2026-01-05T00:00:00Z'),
      salaryMin: 40,
      salaryMax: 50,
      salaryCurrency: 'USD',
      salaryPeriod: 'hour',
      salaryAnnualUsdMin: 83_200,
      salaryAnnualUsdMax: 104_000,
      salaryText: '$40–$50 per hour',
      isDemo: true,
    }),
    jobRow('api-nurse-only', 'apitag', {
      title: 'Nurse Aide',
      descriptionText: 'apitag Nurse aide.',
      postedAt: new Date('2026-01-09T00:00:00Z'),
    }),
    jobRow('api-registered-only', 'apitag', {
      title: 'Registered Dietitian',
      descriptionText: 'apitag Registered dietitian.',
      postedAt: new Date('2026-01-07T00:00:00Z'),
    }),
    jobRow('api-neither', 'apitag', {
      title: 'Electrician',
      descriptionText: 'apitag Electrician.',
      postedAt: new Date('2026-01-08T00:00:00Z'),
    }),
  ]);
});
afterAll(() => t?.close());

const jobsAs = (user: SignedInUser | undefined, query: string) =>
  getAs(t.app, user, `/api/jobs${query}`);
const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

describe('GET /api/jobs', () => {
  it('answers 401 signed out and 402 without a subscription', async () => {
    expect((await jobsAs(undefined, '')).statusCode).toBe(401);
    expect((await getAs(t.app, undefined, '/api/jobs/api-nurse-both')).statusCode).toBe(401);
    const inactive = await signUpUser(t.app);
    const refused = await jobsAs(inactive, '');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('SUBSCRIPTION_REQUIRED');
  });

  it('all-terms search needs every word; ranked any-terms puts the best match first', async () => {
    const all = await jobsAs(subscriber, '?q=registered+nurse');
    expect(all.statusCode).toBe(200);
    expect(ids(all.json())).toEqual(['api-nurse-both']);
    expect(all.json()).toMatchObject({ total: 1, totalIsCapped: false, page: 1, pageSize: 20 });

    const any = (await jobsAs(subscriber, '?q=registered+nurse&match=any')).json();
    expect(ids(any)[0]).toBe('api-nurse-both');
    expect(ids(any).sort()).toEqual(['api-nurse-both', 'api-nurse-only', 'api-registered-only']);

    const byDate = (await jobsAs(subscriber, '?q=registered+nurse&match=any&sort=date')).json();
    expect(ids(byDate)).toEqual(['api-nurse-only', 'api-registered-only', 'api-nurse-both']);
  });

  it('pages through results newest first, with the total', async () => {
    const first = (await jobsAs(subscriber, '?q=apitag&pageSize=3')).json();
    const second = (await jobsAs(subscriber, '?q=apitag&pageSize=3&page=2')).json();
    expect(first.total).toBe(4);
    expect(ids(first)).toEqual(['api-nurse-only', 'api-neither', 'api-registered-only']);
    expect(ids(second)).toEqual(['api-nurse-both']);
  });

  it('answers a job summary with salary, source and the demo label', async () => {
    const body = (await jobsAs(subscriber, '?q=registered+nurse')).json();
    expect(body.items[0]).toEqual({
      id: 'api-nurse-both',
      title: 'Registered Nurse',
      company: 'Fictional Goods Co',
      location: '',
      workplace: 'unknown',
      employmentType: null,
      shifts: [],
      industry: null,
      salary: { min: 40, max: 50, currency: 'USD', period: 'hour', text: '$40–$50 per hour' },
      postedAt: '2026-01-05T00:00:00.000Z',
      source: 'demo',
      isDemo: true,
    });
  });

  it('reads repeated query parameters as lists', async () => {
    const response = await jobsAs(subscriber, '?q=apitag&skills=a&skills=b');
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(0);
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const cases: [string, string][] = [
      ['?pageSize=51', 'pageSize'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?salaryMin=90000&salaryMax=10', 'salaryMax'],
      ['?salaryMin=-5', 'salaryMin'],
      ['?employmentType=SOMETIMES', 'employmentType'],
      ['?workplace=moon', 'workplace'],
      ['?relocation=maybe', 'relocation'],
      ['?postedSince=yesterday', 'postedSince'],
      ['?occupation=nurse', 'occupation'],
      [`?q=${'x'.repeat(201)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const response = await jobsAs(subscriber, query);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect([query, Object.keys(response.json().fieldErrors ?? {})]).toEqual([query, [field]]);
    }
  });

  it('treats hostile text as text', async () => {
    const response = await jobsAs(
      subscriber,
      `?q=${encodeURIComponent("');drop table jobs;--")}&title=%25`,
    );
    expect(response.statusCode).toBe(200);
    expect((await jobsAs(subscriber, '?q=apitag')).json().total).toBe(4);
  });
});

describe('GET /api/jobs/:id', () => {
  it('answers the detail with description, apply link and sources', async () => {
    const response = await getAs(t.app, subscriber, '/api/jobs/api-nurse-both');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 'api-nurse-both',
      descriptionHtml: '<p>apitag Registered nurse on a busy ward.</p>',
      // A demo posting has no employer to apply to: no link is served (decision 031).
      applyUrl: null,
      sources: [{ source: 'demo', applyUrl: null, attributionUrl: null }],
      closedAt: null,
      isDemo: true,
    });
    const real = await getAs(t.app, subscriber, '/api/jobs/api-nurse-only');
    expect(real.json()).toMatchObject({
      applyUrl: 'https://jobs.example.test/api-nurse-only',
      sources: [{ applyUrl: 'https://jobs.example.test/api-nurse-only', attributionUrl: null }],
      isDemo: false,
    });
  });

  it('answers 404 for a job that does not exist', async () => {
    const response = await getAs(t.app, subscriber, '/api/jobs/no-such-job');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
