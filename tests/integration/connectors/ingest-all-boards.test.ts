import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FollowedSource } from '../../../src/core/catalogue/connector-contract.ts';
import { createConnectorLookup } from '../../../src/core/catalogue/connectors/index.ts';
import { noOccupationKnowledge } from '../../../src/core/catalogue/enrich-posting.ts';
import { type IngestionDeps, runIngestion } from '../../../src/core/catalogue/run-ingestion.ts';
import { ingestionRunSources } from '../../../src/db/schema/index.ts';
import { adzunaTestKeys } from '../../helpers/fake-job-boards/adzuna.ts';
import { json } from '../../helpers/fake-job-boards/fake-response.ts';
import { recordingContext } from '../../helpers/fake-job-boards/harness.ts';
import { type FakeJobBoards, startFakeJobBoards } from '../../helpers/fake-job-boards/server.ts';
import { usajobsTestKeys } from '../../helpers/fake-job-boards/usajobs.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

let boards: FakeJobBoards;
let database: TestDatabase;
beforeAll(async () => {
  boards = await startFakeJobBoards();
});
afterAll(() => boards.close());
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.drop());

const sources = (url: string): FollowedSource[] => [
  { kind: 'greenhouse', key: 'acmerobotics', baseUrl: `${url}/greenhouse` },
  { kind: 'lever', key: 'acme', baseUrl: `${url}/lever` },
  { kind: 'ashby', key: 'acme', baseUrl: `${url}/ashby` },
  { kind: 'workable', key: 'acme', baseUrl: `${url}/workable` },
  { kind: 'smartrecruiters', key: 'AcmeRobotics', baseUrl: `${url}/smartrecruiters` },
  { kind: 'recruitee', key: 'acme', baseUrl: `${url}/recruitee/acme` },
  { kind: 'personio', key: 'acme', baseUrl: `${url}/personio/acme` },
  { kind: 'workday', key: 'acme.wd5.myworkdayjobs.com/External', baseUrl: `${url}/workday` },
  { kind: 'remoteok', key: 'all', baseUrl: `${url}/remoteok` },
  { kind: 'arbeitnow', key: 'all', baseUrl: `${url}/arbeitnow` },
  { kind: 'themuse', key: 'all', baseUrl: `${url}/themuse` },
  { kind: 'himalayas', key: 'all', baseUrl: `${url}/himalayas` },
  { kind: 'usajobs', key: 'Keyword=nurse', baseUrl: `${url}/usajobs` },
  { kind: 'adzuna', key: 'gb?what=driver', baseUrl: `${url}/adzuna` },
  { kind: 'jsonld', key: `${url}/jsonld/sitemap.xml` },
];

const silentLog = { info() {}, warn() {} } as unknown as IngestionDeps['log'];

describe('every connector through the ingestion run', () => {
  it('records a malformed board as that source’s error while all the others are ingested', async () => {
    boards.script('/ashby/', json({ apiVersion: '1', jobs: { id: 'x' } }));
    const result = await runIngestion(
      database.handle.db,
      {
        connectorFor: createConnectorLookup({ usajobs: usajobsTestKeys, adzuna: adzunaTestKeys }),
        fetchContext: recordingContext().context,
        knowledge: noOccupationKnowledge,
        log: silentLog,
      },
      { sources: sources(boards.url), trigger: 'manual' },
    );
    expect(result).toMatchObject({ status: 'partial', failedSources: 1 });
    const perSource = await database.handle.db
      .select()
      .from(ingestionRunSources)
      .orderBy(ingestionRunSources.id);
    const failed = perSource.filter((row) => row.status !== 'succeeded');
    expect(failed.map((row) => [row.kind, row.error])).toEqual([
      ['ashby', expect.stringMatching(/^ashby .*malformed payload \(jobs: /)],
    ]);
    for (const row of perSource.filter((r) => r.kind !== 'ashby')) {
      expect([row.kind, row.seen > 0]).toEqual([row.kind, true]);
    }
    expect(result.totals.created).toBeGreaterThan(25);
  });

  it('skips one bad element, names it on its source’s row and counts it, and ingests the rest', async () => {
    boards.spoil('/remoteok/api', (body) => {
      const feed = JSON.parse(body) as Record<string, unknown>[];
      // As seen live: one element with an empty company and position.
      feed[1] = { ...feed[1], company: '', position: '' };
      return JSON.stringify(feed);
    });
    const result = await runIngestion(
      database.handle.db,
      {
        connectorFor: createConnectorLookup({ usajobs: usajobsTestKeys, adzuna: adzunaTestKeys }),
        fetchContext: recordingContext().context,
        knowledge: noOccupationKnowledge,
        log: silentLog,
      },
      { sources: sources(boards.url), trigger: 'manual' },
    );
    expect(result).toMatchObject({ status: 'succeeded', failedSources: 0 });
    expect(result.totals.invalid).toBe(1);
    const [remoteOk] = await database.handle.db
      .select()
      .from(ingestionRunSources)
      .where(eq(ingestionRunSources.kind, 'remoteok'));
    expect(remoteOk).toMatchObject({ status: 'succeeded', seen: 1, invalid: 1 });
    expect(remoteOk?.error).toMatch(/^Skipped 1 invalid element: 1098765 \((company|position): /);
  });
});
