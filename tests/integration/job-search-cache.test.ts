import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { noOccupationKnowledge } from '../../src/core/catalogue/enrich-posting.ts';
import { ingestSourcePostings } from '../../src/core/catalogue/ingest-source-postings.ts';
import { signUpUser } from '../helpers/accounts.ts';
import { getAs, postAs, type SignedInUser, startCheckout } from '../helpers/billing.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { samplePosting } from '../helpers/sample-posting.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testDatabaseKind } from '../helpers/test-database.ts';

// The search cache (decision 035): the app's default keeps results for 30 s; a second app on
// the same database runs without it, as a second server process would with the cache off.
let cached: TestApp;
let uncached: TestApp;
let subscriber: SignedInUser;

beforeAll(async () => {
  cached = await createTestApp();
  uncached = await createTestApp({
    env: { SEARCH_CACHE_SECONDS: '0' },
    database: cached.database,
  });
  subscriber = await signUpUser(cached.app);
  const session = await startCheckout(cached.app, subscriber, prices.pro);
  const paid = await postAs(cached.app, subscriber, `/api/test-checkout/${session.id}/pay`, {
    cardNumber: '4242424242424242',
  });
  expect(paid.statusCode).toBe(200);
  await insertJobs(cached.ctx.db, [
    jobRow('cache-nurse', 'cachetag', {
      title: 'Registered Nurse',
      locationText: 'Austin, TX',
      workplace: 'onsite',
      postedAt: new Date('2026-01-05T00:00:00Z'),
      salaryAnnualUsdMin: 80_000,
      salaryAnnualUsdMax: 90_000,
    }),
    jobRow('cache-aide', 'cachetag', {
      title: 'Nurse Aide',
      locationText: 'Denver, CO',
      workplace: 'remote',
      postedAt: new Date('2026-01-09T00:00:00Z'),
    }),
    jobRow('cache-electrician', 'cachetag', {
      title: 'Electrician',
      locationText: 'Austin, TX',
      postedAt: new Date('2026-01-08T00:00:00Z'),
    }),
  ]);
  // Generous: two apps start here, and the machine running the suite may be busy.
}, 300_000);
afterAll(async () => {
  await uncached?.close();
  await cached?.close();
});

const search = async (app: TestApp, query: string) => {
  const response = await getAs(app.app, subscriber, `/api/jobs?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: { id: string }[]; total: number };
};

/** Long enough for a notification to cross connections; far shorter than the cache's 30 s. */
async function eventually(check: () => Promise<void>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('job search cache', () => {
  it('answers exactly what an uncached server answers, the first time and from the cache', async () => {
    const queries = [
      'q=nurse',
      'q=Nurses',
      'q=nurse+cachetag&match=any',
      'q=nurse&sort=date',
      'location=austin',
      'workplace=remote',
      'salaryMin=70000',
      'q=cachetag&pageSize=1&page=2',
      'q=cachetag&location=Austin&salaryMin=1',
    ];
    for (const query of queries) {
      const first = await search(cached, query);
      const again = await search(cached, query);
      const fresh = await search(uncached, query);
      expect(again).toEqual(first);
      expect(first).toEqual(fresh);
    }
    expect((await search(cached, 'q=nurse')).items.map((item) => item.id)).toEqual([
      'cache-aide',
      'cache-nurse',
    ]);
  });

  it('shows postings an ingestion run added or closed at once, not after the cache expires', async () => {
    const before = await search(cached, 'q=cachetag+welder');
    expect(before.total).toBe(0);
    const posting = samplePosting({
      sourceId: 'cache-welder-1',
      title: 'Welder',
      descriptionHtml: '<p>cachetag welder for a fabrication shop.</p>',
      applyUrl: 'https://boards.greenhouse.io/acme/jobs/cache-welder-1',
      ats: { kind: 'greenhouse', ids: { boardToken: 'acme', jobId: 'cache-welder-1' } },
    });
    const ingest = (postings: (typeof posting)[]) =>
      ingestSourcePostings(cached.ctx.db, {
        kind: 'greenhouse',
        key: 'acme',
        postings: (async function* () {
          yield* postings;
        })(),
        knowledge: noOccupationKnowledge,
        industry: null,
        isDemo: false,
        now: () => new Date(),
      });
    await ingest([posting]);
    await eventually(async () => {
      expect((await search(cached, 'q=cachetag+welder')).total).toBe(1);
    });
    // The source no longer lists it: the run closes the job, and search stops showing it.
    await ingest([]);
    await eventually(async () => {
      expect((await search(cached, 'q=cachetag+welder')).total).toBe(0);
    });
  });

  it('hears changes written through another connection (another process on PostgreSQL)', async () => {
    expect((await search(cached, 'q=cachetag+plumber')).total).toBe(0);
    await insertJobs(uncached.ctx.db, [
      jobRow('cache-plumber', 'cachetag', { title: 'Plumber', postedAt: new Date() }),
    ]);
    await eventually(async () => {
      expect((await search(cached, 'q=cachetag+plumber')).total).toBe(1);
    });
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'forgets what it kept when its listening connection is lost, and listens again',
    async () => {
      expect((await search(cached, 'q=cachetag+roofer')).total).toBe(0);
      const listeners = (await uncached.ctx.db.execute(
        sql`select pid from pg_stat_activity where datname = current_database()
          and query ilike 'listen %catalogue_changed%'`,
      )) as unknown as { rows: { pid: number }[] };
      expect(listeners.rows.length).toBeGreaterThan(0);
      for (const { pid } of listeners.rows) {
        await uncached.ctx.db.execute(sql`select pg_terminate_backend(${pid})`);
      }
      // Written while nobody listens: no notification will ever say so.
      await insertJobs(uncached.ctx.db, [
        jobRow('cache-roofer', 'cachetag', { title: 'Roofer', postedAt: new Date() }),
      ]);
      await eventually(async () => {
        expect((await search(cached, 'q=cachetag+roofer')).total).toBe(1);
      });
      // Listening again: a later change is heard as before.
      await eventually(async () => {
        const again = (await uncached.ctx.db.execute(
          sql`select 1 from pg_stat_activity where datname = current_database()
            and query ilike 'listen %catalogue_changed%'`,
        )) as unknown as { rows: unknown[] };
        expect(again.rows.length).toBeGreaterThan(0);
      });
      await search(cached, 'q=cachetag+tiler');
      await insertJobs(uncached.ctx.db, [
        jobRow('cache-tiler', 'cachetag', { title: 'Tiler', postedAt: new Date() }),
      ]);
      await eventually(async () => {
        expect((await search(cached, 'q=cachetag+tiler')).total).toBe(1);
      });
    },
  );
});
