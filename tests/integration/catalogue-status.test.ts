import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, SourcePosting } from '../../src/core/catalogue/connector-contract.ts';
import { noOccupationKnowledge } from '../../src/core/catalogue/enrich-posting.ts';
import { type IngestionDeps, runIngestion } from '../../src/core/catalogue/run-ingestion.ts';
import { demoCorpusDefaults } from '../../src/core/demo-corpus/generate-demo-postings.ts';
import { demoCorpusSize } from '../../src/core/demo-corpus/index.ts';
import { ingestionRuns } from '../../src/db/schema/index.ts';
import {
  type CatalogueStatus,
  catalogueStatusSchema,
} from '../../src/shared/schemas/catalogue-status.ts';
import { recordingContext } from '../helpers/fake-job-boards/harness.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { samplePosting } from '../helpers/sample-posting.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The default corpus's size (DEMO_CORPUS_SIZE unset), as the status counts it. */
const CORPUS = demoCorpusSize(demoCorpusDefaults.size);
const percentOf = (loaded: number) => Math.floor((100 * loaded) / CORPUS);

/** GET /api/catalogue/status without a session, checked against its schema. */
async function status(t: TestApp): Promise<CatalogueStatus> {
  const response = await t.app.inject({ method: 'GET', url: '/api/catalogue/status' });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  // Exactly the documented shape: nothing more, nothing less.
  expect(Object.keys(body).sort()).toEqual(
    ['expectedPostings', 'loadedPostings', 'percent', 'state'].sort(),
  );
  return catalogueStatusSchema.parse(body);
}

const demoRun = (values: Partial<typeof ingestionRuns.$inferInsert>) => ({
  trigger: 'demo' as const,
  status: 'running' as const,
  ...values,
});

describe('GET /api/catalogue/status with the demo corpus on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO_CORPUS: 'on' } });
  });
  afterAll(() => t.close());

  it('says loading from the start, while the demo load is only queued', async () => {
    expect(t.ctx.config.demoCorpusSize).toBe(demoCorpusDefaults.size);
    expect(await status(t)).toEqual({
      state: 'loading',
      loadedPostings: 0,
      expectedPostings: CORPUS,
      percent: 0,
    });
  });

  it('shows the running load’s progress, at most 99% until it ends, then ready', async () => {
    await t.ctx.db.insert(ingestionRuns).values(demoRun({ created: 5_000, updated: 300 }));
    expect(await status(t)).toEqual({
      state: 'loading',
      loadedPostings: 5_300,
      expectedPostings: CORPUS,
      percent: percentOf(5_300),
    });
    // Every posting stored but the run not yet settled: still loading.
    await t.ctx.db.update(ingestionRuns).set({ created: CORPUS, updated: 0 });
    expect(await status(t)).toMatchObject({ state: 'loading', percent: 99 });
    await t.ctx.db.update(ingestionRuns).set({ status: 'partial', finishedAt: new Date() });
    expect(await status(t)).toEqual({
      state: 'ready',
      loadedPostings: CORPUS,
      expectedPostings: CORPUS,
      percent: 100,
    });
    // A later run does not bring back the loading state once the corpus is in.
    await t.ctx.db.insert(ingestionRuns).values(demoRun({ created: 10 }));
    expect(await status(t)).toMatchObject({ state: 'ready', loadedPostings: CORPUS });
  });
});

describe('GET /api/catalogue/status when no demo load is coming', () => {
  it('is ready with the demo corpus off (the PostgreSQL default)', async () => {
    const t = await createTestApp({ env: { DEMO_CORPUS: 'off' } });
    try {
      expect(await status(t)).toEqual({
        state: 'ready',
        loadedPostings: 0,
        expectedPostings: null,
        percent: 100,
      });
      await t.ctx.db.insert(ingestionRuns).values({
        trigger: 'schedule',
        status: 'succeeded',
        created: 120,
        updated: 30,
      });
      expect(await status(t)).toMatchObject({ state: 'ready', loadedPostings: 150 });
    } finally {
      await t.close();
    }
  });

  it('is ready when real boards fed the catalogue, or the demo load failed', async () => {
    const t = await createTestApp({ env: { DEMO_CORPUS: 'on' } });
    try {
      // Nothing more is coming until the next start queues the load again.
      await t.ctx.db.insert(ingestionRuns).values(demoRun({ status: 'failed', created: 40 }));
      expect(await status(t)).toMatchObject({ state: 'ready', percent: 100 });
      await t.ctx.db.delete(ingestionRuns);
      expect(await status(t)).toMatchObject({ state: 'loading' });
      // prepare-catalogue.ts queues no demo load over real jobs.
      await insertJobs(t.ctx.db, [jobRow('real-1', 'status')], 'greenhouse');
      expect(await status(t)).toMatchObject({ state: 'ready', expectedPostings: null });
    } finally {
      await t.close();
    }
  });
});

describe('an ingestion run’s progress', () => {
  const silentLog = { info() {}, warn() {} } as unknown as IngestionDeps['log'];

  it('is on its row while it runs, as batches are stored, so the status shows it', async () => {
    const t = await createTestApp({ env: { DEMO_CORPUS: 'on' } });
    try {
      const seenMidway: CatalogueStatus[] = [];
      const connector: Connector = {
        kind: 'greenhouse',
        async *fetchPostings() {
          for (let i = 0; i < 1_200; i++) {
            // Two batches of 500 are handed over by now; the first is stored.
            if (i === 1_000) seenMidway.push(await status(t));
            yield samplePosting({
              sourceId: `p-${i}`,
              title: `Registered Nurse ${i}`,
              applyUrl: `https://boards.greenhouse.io/acme/jobs/${i}`,
              ats: { kind: 'greenhouse', ids: { boardToken: 'acme', jobId: String(i) } },
            } as Partial<SourcePosting>);
          }
        },
      };
      const deps: IngestionDeps = {
        connectorFor: () => connector,
        fetchContext: recordingContext().context,
        knowledge: noOccupationKnowledge,
        log: silentLog,
      };
      // What must happen before the load reads as finished (the demo load queues the matching
      // runs there) still sees it loading, with every job stored.
      let beforeFinished: CatalogueStatus | undefined;
      const result = await runIngestion(t.ctx.db, deps, {
        sources: [{ kind: 'greenhouse', key: 'acme' }],
        trigger: 'demo',
        async beforeFinished() {
          beforeFinished = await status(t);
        },
      });
      expect(result.status).toBe('succeeded');
      expect(beforeFinished?.state).toBe('loading');
      const [midway] = seenMidway;
      expect(midway?.state).toBe('loading');
      // The first batch for sure; the second may have been stored while the request ran.
      expect([500, 1_000]).toContain(midway?.loadedPostings);
      expect(midway?.percent).toBe(percentOf(midway?.loadedPostings ?? 0));
      expect(await status(t)).toEqual({
        state: 'ready',
        loadedPostings: 1_200,
        expectedPostings: CORPUS,
        percent: 100,
      });
    } finally {
      await t.close();
    }
  });
});
