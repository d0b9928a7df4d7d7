import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCatalogue } from '../../src/core/catalogue/prepare-catalogue.ts';
import { jobSearchQuery } from '../../src/core/catalogue/text-search.ts';
import { followedSources, ingestionRuns, jobs } from '../../src/db/schema/index.ts';
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
    for (const query of ['registered nurse', 'electrician', 'accountant', 'truck driver']) {
      const [hits] = await t.ctx.db
        .select({ count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(sql`${jobs.searchVector} @@ ${jobSearchQuery(query, 'all')}::tsquery`);
      expect(hits?.count, query).toBeGreaterThan(0);
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
