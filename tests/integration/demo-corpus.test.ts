import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCatalogue } from '../../src/core/catalogue/prepare-catalogue.ts';
import { searchJobs } from '../../src/core/catalogue/search-jobs.ts';
import { jobSearchQuery } from '../../src/core/catalogue/text-search.ts';
import { demoCorpusDefaults } from '../../src/core/demo-corpus/generate-demo-postings.ts';
import { followedSources, ingestionRuns, jobs } from '../../src/db/schema/index.ts';
import { jobSearchQuerySchema } from '../../src/shared/schemas/jobs.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ worker: true, env: { DEMO_CORPUS: 'on' } });
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

describe('the demo corpus at first start', () => {
  it('is queued on an empty catalogue and loads ≥ 20,000 labelled jobs over all 342 occupations through the worker', async () => {
    await prepareCatalogue(t.ctx);
    const run = await waitForDemoRun(280_000);
    expect(run).toMatchObject({ status: 'succeeded', failedSources: 0 });
    const [stats] = await t.ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        demo: sql<number>`count(*) filter (where ${jobs.isDemo})::int`,
        occupations: sql<number>`count(distinct ${jobs.occupationSoc})::int`,
      })
      .from(jobs);
    expect(stats?.total).toBeGreaterThanOrEqual(20_000);
    expect(stats?.demo).toBe(stats?.total);
    expect(stats?.occupations).toBe(342);
    // Each search finds (nearly) every posting of its occupation, whatever title it goes by, and
    // that occupation leads its first page in relevance order (stemming lets "accountant" find
    // "Accounts Payable Clerk" too).
    const searches = {
      'registered nurse': '29-1141',
      electrician: '47-2111',
      accountant: '13-2011',
      'truck driver': '53-3032',
    };
    for (const [q, soc] of Object.entries(searches)) {
      const [hits] = await t.ctx.db
        .select({ relevant: sql<number>`count(*)::int` })
        .from(jobs)
        .where(
          sql`${jobs.searchVector} @@ ${jobSearchQuery(q, 'all')}::tsquery and ${jobs.occupationSoc} = ${soc}`,
        );
      expect(hits?.relevant, q).toBeGreaterThanOrEqual(demoCorpusDefaults.perOccupation * 0.85);
      const firstPage = await searchJobs(t.ctx.db, jobSearchQuerySchema.parse({ q }));
      const ids = firstPage.items.map((job) => job.id);
      const [onPage] = await t.ctx.db
        .select({ onTopic: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(inArray(jobs.id, ids), eq(jobs.occupationSoc, soc)));
      const onTopic = onPage?.onTopic ?? 0;
      expect(onTopic, q).toBeGreaterThanOrEqual(firstPage.items.length / 2);
      expect(firstPage.items.length, q).toBe(20);
    }

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
  }, 300_000);
});
