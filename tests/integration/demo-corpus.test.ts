import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, seedDemoAccount } from '../../src/core/accounts/seed-demo-account.ts';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { prepareCatalogue } from '../../src/core/catalogue/prepare-catalogue.ts';
import { searchJobs } from '../../src/core/catalogue/search-jobs.ts';
import { jobSearchQuery } from '../../src/core/catalogue/text-search.ts';
import { demoCorpusSize } from '../../src/core/demo-corpus/index.ts';
import { postingsPerOccupation } from '../../src/core/demo-corpus/postings-per-occupation.ts';
import { followedSources, ingestionRuns, jobs, matchRuns } from '../../src/db/schema/index.ts';
import {
  type CatalogueStatus,
  catalogueStatusSchema,
} from '../../src/shared/schemas/catalogue-status.ts';
import { jobSearchQuerySchema } from '../../src/shared/schemas/jobs.ts';
import { matchListSchema } from '../../src/shared/schemas/matches.ts';
import { cookieHeader, sameOrigin, signUpUser } from '../helpers/accounts.ts';
import { getAs, postAs, type SignedInUser, startCheckout } from '../helpers/billing.ts';
import { austinNursePreferences } from '../helpers/matching-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Smaller than the default (decision 041): the journey and the searches hold at any size, and the
 * default's load time is measured there, not paid on every test run (twice, on both databases).
 */
const SIZE = 15_000;
const postings = demoCorpusSize(SIZE);
const perOccupation = postingsPerOccupation(SIZE);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    worker: true,
    env: { DEMO_CORPUS: 'on', DEMO_CORPUS_SIZE: String(SIZE) },
  });
});
afterAll(() => t.close());

async function waitForDemoRun(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [run] = await t.ctx.db
      .select()
      .from(ingestionRuns)
      .where(sql`${ingestionRuns.trigger} = 'demo'`);
    if (run && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the demo corpus did not finish loading in time');
}

async function catalogueStatus(): Promise<CatalogueStatus> {
  const response = await t.app.inject({ method: 'GET', url: '/api/catalogue/status' });
  expect(response.statusCode).toBe(200);
  return catalogueStatusSchema.parse(response.json());
}

async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Someone who signs up, subscribes and saves preferences while the corpus is loading. */
let newcomer: SignedInUser;

/**
 * The first start's journey (main.ts): the demo account is seeded, the corpus is queued, the
 * status shows the load's progress, and once it ends everyone with preferences gets a run.
 * The tests below share the one load, in order.
 */
describe('the demo corpus at first start', () => {
  it('is queued on an empty catalogue; the status says loading, with progress, meanwhile', async () => {
    await seedDemoAccount(t.ctx);
    expect(await catalogueStatus()).toMatchObject({ state: 'loading', expectedPostings: postings });
    await prepareCatalogue(t.ctx);
    const midway = await waitFor('the load to store its first batches', 300_000, async () => {
      const status = await catalogueStatus();
      return status.loadedPostings > 0 ? status : undefined;
    });
    expect(midway.state).toBe('loading');
    expect(midway.percent).toBe(Math.floor((100 * midway.loadedPostings) / postings));
    expect(midway.percent).toBeLessThan(100);

    newcomer = await signUpUser(t.app);
    const session = await startCheckout(t.app, newcomer, prices.basic);
    await postAs(t.app, newcomer, `/api/test-checkout/${session.id}/pay`, {
      cardNumber: '4242424242424242',
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/app/preferences',
      headers: { ...sameOrigin, cookie: newcomer.cookie },
      payload: austinNursePreferences,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await catalogueStatus()).state).toBe('loading');
  }, 360_000);

  it('loads every posting, labelled, over all 342 occupations through the worker', async () => {
    const run = await waitForDemoRun(600_000);
    expect(run).toMatchObject({ status: 'succeeded', failedSources: 0 });
    const [stats] = await t.ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        demo: sql<number>`count(*) filter (where ${jobs.isDemo})::int`,
        occupations: sql<number>`count(distinct ${jobs.occupationSoc})::int`,
      })
      .from(jobs);
    expect(stats?.total).toBe(postings);
    expect(stats?.demo).toBe(stats?.total);
    expect(stats?.occupations).toBe(342);
    // Each search finds (nearly) every posting of its occupation, whatever title it goes by, and
    // that occupation leads its first page in relevance order (stemming lets "accountant" find
    // "Accounts Payable Clerk" too). Delivery truck drivers are truck drivers too: with postings
    // in proportion to employment they share the first page for "truck driver" (decision 041).
    const searches = {
      'registered nurse': ['29-1141'],
      electrician: ['47-2111'],
      accountant: ['13-2011'],
      'truck driver': ['53-3032', '53-3033'],
    };
    for (const [q, [soc = '', ...related]] of Object.entries(searches)) {
      const [hits] = await t.ctx.db
        .select({ relevant: sql<number>`count(*)::int` })
        .from(jobs)
        .where(
          sql`${jobs.searchVector} @@ ${jobSearchQuery(q, 'all')}::tsquery and ${jobs.occupationSoc} = ${soc}`,
        );
      const generated = perOccupation.get(soc) ?? 0;
      expect(generated, q).toBeGreaterThan(40);
      // Not all: a title without the query's words ("Charge Nurse") is found through its
      // description, and one demo board's payload arrives without one (being fixed beside
      // decision 041; 279 of 331 nurses were found at this size before that fix).
      expect(hits?.relevant, q).toBeGreaterThanOrEqual(generated * 0.8);
      const firstPage = await searchJobs(t.ctx.db, jobSearchQuerySchema.parse({ q }));
      const ids = firstPage.items.map((job) => job.id);
      const [onPage] = await t.ctx.db
        .select({ onTopic: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(inArray(jobs.id, ids), inArray(jobs.occupationSoc, [soc, ...related])));
      const onTopic = onPage?.onTopic ?? 0;
      expect(onTopic, q).toBeGreaterThanOrEqual(firstPage.items.length / 2);
      expect(firstPage.items.length, q).toBe(20);
    }

    // Jobs where the people are, as the boards' location fields reach the catalogue: a cook in
    // Louisiana, warehouse jobs in Atlanta, several truck drivers in Ohio (decision 041).
    const onSiteIn = async (soc: string, place: string) => {
      const [found] = await t.ctx.db
        .select({ count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(
          sql`${jobs.occupationSoc} = ${soc} and ${jobs.workplace} <> 'remote' and ${jobs.locationText} ~* ${place}`,
        );
      return found?.count ?? 0;
    };
    expect(await onSiteIn('35-2010', String.raw`, (LA|Louisiana)\y`)).toBeGreaterThan(0);
    expect(await onSiteIn('53-7060', String.raw`Atlanta, (GA|Georgia)\y`)).toBeGreaterThan(0);
    expect(await onSiteIn('53-3032', String.raw`, (OH|Ohio)\y`)).toBeGreaterThan(2);

    // The starter boards are listed, disabled: the embedded database has no network.
    const sources = await t.ctx.db
      .select({ enabled: followedSources.enabled })
      .from(followedSources);
    expect(sources.length).toBeGreaterThan(20);
    expect(sources.every((source) => !source.enabled)).toBe(true);

    // A restart on a filled catalogue queues nothing and loads nothing twice.
    await prepareCatalogue(t.ctx);
    const runs = await t.ctx.db.select({ id: ingestionRuns.id }).from(ingestionRuns);
    expect(runs).toHaveLength(1);
  }, 660_000);

  it('then matches everyone with preferences: the demo account’s dashboard has matches', async () => {
    expect(await catalogueStatus()).toEqual({
      state: 'ready',
      loadedPostings: postings,
      expectedPostings: postings,
      percent: 100,
    });
    const signIn = await postAs(t.app, undefined, '/api/auth/sign-in', DEMO_ACCOUNT);
    const demo = {
      cookie: cookieHeader(signIn.headers['set-cookie']),
      userId: signIn.json().user.id as string,
      email: DEMO_ACCOUNT.email,
    };
    for (const userId of [demo.userId, newcomer.userId]) {
      const run = await waitFor('the run after the load', 300_000, async () => {
        const [found] = await t.ctx.db
          .select()
          .from(matchRuns)
          .where(and(eq(matchRuns.userId, userId), eq(matchRuns.trigger, 'catalogue')));
        return found && found.status !== 'queued' && found.status !== 'running' ? found : undefined;
      });
      // It saw the whole catalogue, not the half the runs before the load's end saw.
      expect(run.status).toBe('succeeded');
      expect(run.jobsConsidered).toBe(postings);
    }
    const list = await getAs(t.app, demo, '/api/app/matches');
    expect(list.statusCode).toBe(200);
    const { items } = matchListSchema.parse(list.json());
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((item) => /nurse|\bRN\b/i.test(item.job.title))).toBe(true);
  }, 360_000);
});
