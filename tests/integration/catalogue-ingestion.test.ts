import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Connector, SourcePosting } from '../../src/core/catalogue/connector-contract.ts';
import { greenhouseConnector } from '../../src/core/catalogue/connectors/greenhouse.ts';
import { noOccupationKnowledge } from '../../src/core/catalogue/enrich-posting.ts';
import { ingestCatalogue } from '../../src/core/catalogue/ingest-catalogue.ts';
import { prepareCatalogue } from '../../src/core/catalogue/prepare-catalogue.ts';
import {
  type IngestionDeps,
  type IngestionSource,
  runIngestion,
} from '../../src/core/catalogue/run-ingestion.ts';
import { jobSearchQuery } from '../../src/core/catalogue/text-search.ts';
import { loadConfig } from '../../src/core/config/load-config.ts';
import {
  followedSources,
  ingestionRunSources,
  ingestionRuns,
  jobSources,
  jobs,
} from '../../src/db/schema/index.ts';
import { recordingContext } from '../helpers/fake-job-boards/harness.ts';
import { type FakeJobBoards, startFakeJobBoards } from '../helpers/fake-job-boards/server.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { samplePosting } from '../helpers/sample-posting.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;
let boards: FakeJobBoards;
beforeAll(async () => {
  boards = await startFakeJobBoards();
});
afterAll(() => boards.close());
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.drop());

const description = `<p>${'Provide safe patient care across day and night shifts, chart in Epic, and coordinate with physicians. '.repeat(6)}</p>`;

/** A connector that serves whatever each source's list holds right now; `broken` sources throw. */
function listConnector(lists: Map<string, SourcePosting[] | Error>): Connector {
  return {
    kind: 'greenhouse',
    async *fetchPostings(source) {
      const list = lists.get(source.key) ?? [];
      if (list instanceof Error) throw list;
      yield* list;
    },
  };
}

const silentLog = { info() {}, warn() {} } as unknown as IngestionDeps['log'];

function deps(connector: Connector): IngestionDeps {
  return {
    connectorFor: (kind) => (kind === 'greenhouse' ? connector : undefined),
    fetchContext: recordingContext().context,
    knowledge: noOccupationKnowledge,
    log: silentLog,
  };
}

const source = (key: string, kind: IngestionSource['kind'] = 'greenhouse'): IngestionSource => ({
  kind,
  key,
});

describe('runIngestion', () => {
  it('the same job on three sources becomes one job that remembers all three', async () => {
    const db = database.handle.db;
    const lists = new Map<string, SourcePosting[]>([
      [
        'acme',
        [
          samplePosting({
            tenant: 'acme',
            sourceId: '1',
            descriptionHtml: description,
            applyUrl: 'https://boards.greenhouse.io/acme/jobs/1',
          }),
        ],
      ],
      [
        'aggregator-a',
        [
          samplePosting({
            tenant: 'aggregator-a',
            sourceId: 'a-1',
            ats: null,
            salary: null,
            descriptionHtml: description,
            applyUrl: 'https://boards.greenhouse.io/acme/jobs/1?utm_source=agg',
          }),
        ],
      ],
      [
        'aggregator-b',
        [
          samplePosting({
            tenant: 'aggregator-b',
            sourceId: 'b-1',
            ats: null,
            title: 'Registered Nurse (RN)',
            company: 'ACME Health',
            descriptionHtml: description,
            applyUrl: 'https://agg-b.test/jobs/b-1',
          }),
        ],
      ],
    ]);
    const result = await runIngestion(db, deps(listConnector(lists)), {
      sources: [source('aggregator-a'), source('acme'), source('aggregator-b')],
      trigger: 'manual',
    });
    expect(result).toMatchObject({ status: 'succeeded', totals: { seen: 3, created: 1 } });
    const stored = await db.select().from(jobs);
    expect(stored).toHaveLength(1);
    // The ATS record won over the aggregator copy seen first.
    expect(stored[0]).toMatchObject({
      atsKind: 'greenhouse',
      salaryAnnualUsdMin: 62_400,
      salaryText: 'USD 30–40 per hour',
    });
    const sources = await db
      .select()
      .from(jobSources)
      .where(eq(jobSources.jobId, stored[0]?.id ?? ''));
    expect(sources.map((s) => s.tenant).sort()).toEqual(['acme', 'aggregator-a', 'aggregator-b']);
  });

  it('a later run merges a near-identical description at the same company found through stored buckets', async () => {
    const db = database.handle.db;
    const lists = new Map<string, SourcePosting[]>([
      [
        'acme',
        [
          samplePosting({
            sourceId: '1',
            descriptionHtml: description,
            applyUrl: 'https://x.test/1',
          }),
        ],
      ],
    ]);
    const connector = listConnector(lists);
    await runIngestion(db, deps(connector), { sources: [source('acme')], trigger: 'manual' });
    lists.set('elsewhere', [
      samplePosting({
        tenant: 'elsewhere',
        sourceId: 'e-1',
        ats: null,
        title: 'Staff Nurse',
        locations: [{ raw: 'Round Rock, TX' }],
        descriptionHtml: `${description}<p>Apply today.</p>`,
        applyUrl: 'https://elsewhere.test/e-1',
      }),
    ]);
    const second = await runIngestion(db, deps(connector), {
      sources: [source('elsewhere')],
      trigger: 'manual',
    });
    expect(second.totals).toMatchObject({ seen: 1, created: 0, updated: 1 });
    expect(await db.select({ id: jobs.id }).from(jobs)).toHaveLength(1);
    expect(await db.select({ id: jobSources.jobId }).from(jobSources)).toHaveLength(2);
  });

  it('two different jobs with the same title at one company stay two', async () => {
    const db = database.handle.db;
    const lists = new Map([
      [
        'acme',
        [
          samplePosting({ sourceId: '1', applyUrl: 'https://x.test/1' }),
          samplePosting({
            sourceId: '2',
            applyUrl: 'https://x.test/2',
            locations: [{ raw: 'Dallas, TX' }],
          }),
        ],
      ],
    ]);
    await runIngestion(db, deps(listConnector(lists)), {
      sources: [source('acme')],
      trigger: 'manual',
    });
    expect(await db.select({ id: jobs.id }).from(jobs)).toHaveLength(2);
  });

  it('a second run updates, closes postings gone from their source, and keeps a job open while another source lists it', async () => {
    const db = database.handle.db;
    const shared = samplePosting({
      sourceId: 'shared',
      descriptionHtml: description,
      applyUrl: 'https://x.test/shared',
    });
    const solo = samplePosting({
      sourceId: 'solo',
      title: 'Accountant',
      applyUrl: 'https://x.test/solo',
    });
    const lists = new Map<string, SourcePosting[]>([
      ['acme', [shared, solo]],
      ['mirror', [{ ...shared, tenant: 'mirror', sourceId: 'm-shared', ats: null }]],
    ]);
    const connector = listConnector(lists);
    await runIngestion(db, deps(connector), {
      sources: [source('acme'), source('mirror')],
      trigger: 'manual',
    });
    lists.set('acme', []);
    const second = await runIngestion(db, deps(connector), {
      sources: [source('acme'), source('mirror')],
      trigger: 'schedule',
    });
    expect(second.totals).toMatchObject({ seen: 1, created: 0, updated: 1, closed: 1 });
    const rows = await db
      .select({ title: jobs.title, closedAt: jobs.closedAt })
      .from(jobs)
      .orderBy(jobs.title);
    // [title, still open]
    expect(rows.map((r) => [r.title, r.closedAt === null])).toEqual([
      ['Accountant', false],
      ['Registered Nurse', true],
    ]);
    const acmeSources = await db.select().from(jobSources).where(eq(jobSources.tenant, 'acme'));
    expect(acmeSources.every((s) => s.closedAt !== null)).toBe(true);

    // Back on the board: the job reopens.
    lists.set('acme', [solo]);
    await runIngestion(db, deps(connector), { sources: [source('acme')], trigger: 'schedule' });
    const [accountant] = await db.select().from(jobs).where(eq(jobs.title, 'Accountant'));
    expect(accountant?.closedAt).toBeNull();
  });

  it('one failing source is recorded and the rest of the run goes on', async () => {
    const db = database.handle.db;
    const lists = new Map<string, SourcePosting[] | Error>([
      ['broken', new Error('Malformed payload from greenhouse:broken')],
      [
        'acme',
        [samplePosting({}), { ...samplePosting({ sourceId: 'bad' }), applyUrl: 'not a url' }],
      ],
    ]);
    const result = await runIngestion(db, deps(listConnector(lists)), {
      sources: [source('broken'), source('acme'), source('nowhere', 'lever')],
      trigger: 'manual',
    });
    expect(result).toMatchObject({
      status: 'partial',
      failedSources: 2,
      totals: { seen: 1, created: 1, invalid: 1 },
    });
    const [run] = await db.select().from(ingestionRuns);
    expect(run).toMatchObject({ status: 'partial', seen: 1, created: 1, failedSources: 2 });
    expect(run?.durationMs).toBeGreaterThanOrEqual(0);
    const perSource = await db.select().from(ingestionRunSources).orderBy(ingestionRunSources.id);
    expect(perSource.map((s) => [s.key, s.status, s.seen, s.invalid, s.error])).toEqual([
      ['broken', 'failed', 0, 0, 'Malformed payload from greenhouse:broken'],
      // A source that ran names what it skipped (decision 046).
      ['acme', 'succeeded', 1, 1, 'Skipped 1 invalid element: bad (applyUrl: Invalid URL).'],
      ['nowhere', 'failed', 0, 0, 'No connector for source kind "lever"'],
    ]);
  });

  it('ingests a real connector against a local board and finds it by full-text search', async () => {
    const db = database.handle.db;
    const result = await runIngestion(
      db,
      { ...deps(greenhouseConnector), connectorFor: () => greenhouseConnector },
      {
        sources: [{ kind: 'greenhouse', key: 'acmerobotics', baseUrl: `${boards.url}/greenhouse` }],
        trigger: 'manual',
      },
    );
    expect(result.status).toBe('succeeded');
    expect(result.totals.created).toBeGreaterThan(0);
    const found = await db
      .select({ title: jobs.title })
      .from(jobs)
      .where(sql`${jobs.searchVector} @@ ${jobSearchQuery('backend engineer', 'all')}::tsquery`);
    expect(found.map((row) => row.title)).toContain('Senior Backend Engineer');
  });

  it('demo runs label their jobs', async () => {
    const db = database.handle.db;
    await runIngestion(db, deps(listConnector(new Map([['demo', [samplePosting({})]]]))), {
      sources: [source('demo')],
      trigger: 'demo',
    });
    const [job] = await db.select({ isDemo: jobs.isDemo }).from(jobs);
    expect(job?.isDemo).toBe(true);
  });

  it('the scheduled run reads the enabled followed sources, and skips while another run is going', async () => {
    const db = database.handle.db;
    await db.insert(followedSources).values([
      {
        kind: 'greenhouse',
        key: 'acmerobotics',
        baseUrl: `${boards.url}/greenhouse`,
        industry: 'Technology',
      },
      {
        kind: 'greenhouse',
        key: 'switched-off',
        baseUrl: `${boards.url}/greenhouse`,
        enabled: false,
      },
    ]);
    const ctx = {
      db,
      config: loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'hireloop-ingest-')) }),
      log: pino({ level: 'silent' }),
    };
    const result = await ingestCatalogue(ctx, { trigger: 'schedule' });
    expect(result).toMatchObject({ status: 'succeeded', failedSources: 0 });
    const perSource = await db.select({ key: ingestionRunSources.key }).from(ingestionRunSources);
    expect(perSource.map((row) => row.key)).toEqual(['acmerobotics']);
    const [job] = await db.select({ industry: jobs.industry }).from(jobs).limit(1);
    expect(job?.industry).toBe('Technology');

    // Another run alive (its lease renewed): this one is skipped.
    await db.insert(ingestionRuns).values({
      trigger: 'manual',
      status: 'running',
      leaseExpiresAt: new Date(Date.now() + 30_000),
    });
    expect(await ingestCatalogue(ctx, { trigger: 'manual' })).toBeNull();
  });
});

describe('a run over several real connectors and local boards', () => {
  it('stores every healthy board and records the broken one with its error', async () => {
    const db = database.handle.db;
    await db.insert(followedSources).values([
      { kind: 'greenhouse', key: 'acmerobotics', baseUrl: `${boards.url}/greenhouse` },
      { kind: 'ashby', key: 'acme', baseUrl: `${boards.url}/ashby` },
      { kind: 'recruitee', key: 'acme', baseUrl: `${boards.url}/recruitee/acme` },
      { kind: 'personio', key: 'acme', baseUrl: `${boards.url}/personio/acme` },
      { kind: 'lever', key: 'unpaged', baseUrl: `${boards.url}/lever` },
      { kind: 'recruitee', key: 'gone', baseUrl: `${boards.url}/recruitee/gone` },
    ]);
    const ctx = {
      db,
      config: loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'hireloop-ingest-')) }),
      log: pino({ level: 'silent' }),
    };
    const result = await ingestCatalogue(ctx, { trigger: 'manual' });
    expect(result).toMatchObject({ status: 'partial', failedSources: 1 });
    const perSource = await db
      .select({
        kind: ingestionRunSources.kind,
        key: ingestionRunSources.key,
        status: ingestionRunSources.status,
        seen: ingestionRunSources.seen,
        error: ingestionRunSources.error,
      })
      .from(ingestionRunSources)
      .orderBy(ingestionRunSources.id);
    const failed = perSource.filter((row) => row.status === 'failed');
    expect(failed.map((row) => `${row.kind}:${row.key}`)).toEqual(['recruitee:gone']);
    expect(failed[0]?.error).toBeTruthy();
    for (const row of perSource.filter((r) => r.status === 'succeeded')) {
      expect(row.seen, `${row.kind}:${row.key}`).toBeGreaterThan(0);
    }
    const sources = await db
      .selectDistinct({ source: jobSources.source })
      .from(jobSources)
      .orderBy(jobSources.source);
    expect(sources.map((row) => row.source)).toEqual([
      'ashby',
      'greenhouse',
      'lever',
      'personio',
      'recruitee',
    ]);
  });
});

describe('prepareCatalogue', () => {
  const queued: string[] = [];
  const ctxOf = (demoCorpus: boolean) => ({
    db: database.handle.db,
    config: {
      ...loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'hireloop-prepare-')) }),
      demoCorpus,
    },
    jobs: {
      send: async (name: string) => {
        queued.push(name);
      },
    },
  });
  beforeEach(() => {
    queued.length = 0;
  });

  it('queues the demo load on an empty catalogue, and again after a load cut short', async () => {
    await prepareCatalogue(ctxOf(true));
    expect(queued).toEqual(['load-demo-corpus']);
    await insertJobs(database.handle.db, [jobRow('demo-1', 'x', { isDemo: true })]);
    await prepareCatalogue(ctxOf(true));
    expect(queued).toEqual(['load-demo-corpus', 'load-demo-corpus']);
    await database.handle.db.insert(ingestionRuns).values({ trigger: 'demo', status: 'succeeded' });
    await prepareCatalogue(ctxOf(true));
    expect(queued).toHaveLength(2);
  });

  it('never mixes demo jobs into a catalogue fed by real boards, nor loads them with demo mode off', async () => {
    await prepareCatalogue(ctxOf(false));
    await insertJobs(database.handle.db, [jobRow('real-1', 'x')]);
    await prepareCatalogue(ctxOf(true));
    expect(queued).toEqual([]);
  });
});
