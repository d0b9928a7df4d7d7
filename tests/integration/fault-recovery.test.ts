import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCorpusSize } from '../../src/core/demo-corpus/index.ts';
import { openDatabase } from '../../src/db/client.ts';
import {
  type AppProcess,
  countRows,
  freePort,
  grantSubscription,
  killAll,
  request,
  signUpOver,
  startProcess,
  waitForLog,
  waitForReady,
  waitUntil,
} from '../helpers/app-processes.ts';
import { austinNursePreferences } from '../helpers/matching-fixtures.ts';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../helpers/test-database.ts';

/**
 * Real processes killed with SIGKILL at named points (HIRELOOP_FAULT_AT, src/core/faults): after a
 * restart every run ends, taken over within 30 s of the replacement being ready, and nothing is
 * done twice or lost (decision 032).
 */
const TAKEOVER_MS = 30_000;
/** A corpus of a few batches is enough to die in the middle of; the full one only costs time. */
const CORPUS_SIZE = 2_000;
const corpusPostings = demoCorpusSize(CORPUS_SIZE);
const dataDir = mkdtempSync(join(tmpdir(), 'hireloop-faults-'));
afterAll(async () => {
  await killAll();
  rmSync(dataDir, { recursive: true, force: true });
});

const killed = async (child: AppProcess) =>
  expect((await child.exited).signal, `${child.name} was to kill itself`).toBe('SIGKILL');

describe.runIf(testDatabaseKind === 'postgres')('separate web and worker on PostgreSQL', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let web: AppProcess;
  beforeAll(async () => {
    database = await createTestDatabase();
    env = {
      DATABASE_URL: database.handle.url ?? '',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'fault-test-secret-that-is-long-enough',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      WORKER_IN_PROCESS: 'false',
      DEMO_DATA: 'false',
      DEMO_CORPUS: 'on',
      DEMO_CORPUS_SIZE: String(CORPUS_SIZE),
    };
    web = startProcess('web', 'src/main.ts', { ...env, PORT: String(await freePort()) });
    await waitForReady(web);
  }, 180_000);
  afterAll(async () => {
    await killAll();
    await database?.drop();
  });
  const db = () => database.handle.db;
  const worker = (name: string, fault?: string) =>
    startProcess(name, 'src/worker/main.ts', {
      ...env,
      ...(fault ? { HIRELOOP_FAULT_AT: fault } : {}),
    });
  const demoRuns = async () =>
    (
      (await db().execute(
        sql`select id, status, seen from ingestion_runs where trigger = 'demo' order by id`,
      )) as unknown as { rows: { id: number; status: string; seen: number }[] }
    ).rows;

  let replacement: AppProcess;

  it('a worker killed during a catalogue load: the replacement takes it over and finishes it once', async () => {
    // The web process queued the demo load at its start; this worker dies after its first batch.
    const doomed = worker('worker-1', 'ingestion-batch-stored');
    await killed(doomed);
    expect(await demoRuns()).toMatchObject([{ status: 'running' }]);

    replacement = worker('worker-2');
    await waitForLog(replacement, 'worker is ready');
    const readyAt = Date.now();
    await waitUntil(
      'the dead load to be taken over',
      async () => (await demoRuns()).length === 2,
      TAKEOVER_MS,
    );
    expect(Date.now() - readyAt).toBeLessThan(TAKEOVER_MS);
    await waitUntil(
      'the load to finish',
      async () => (await demoRuns()).some((run) => run.status === 'succeeded'),
      300_000,
    );
    const runs = await demoRuns();
    expect(runs.map((run) => run.status)).toEqual(['failed', 'succeeded']);
    // Nothing lost: the finishing run read every posting of the corpus.
    expect(runs[1]?.seen).toBe(corpusPostings);
    // One queue job, retried once after its worker died, now done. The run row is written by the
    // job's handler; the queue marks the job completed only after the handler returns.
    const loadJobs = async () =>
      (
        (await db().execute(
          sql`select state, retry_count from pgboss.job where name = 'load-demo-corpus'`,
        )) as unknown as { rows: { state: string; retry_count: number }[] }
      ).rows;
    await waitUntil(
      'the queue job to be marked completed',
      async () => (await loadJobs()).every((job) => job.state === 'completed'),
      30_000,
    );
    expect(await loadJobs()).toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 600_000);

  it('a worker killed during a matching run: the replacement finishes that run, with no match twice', async () => {
    replacement.process.kill('SIGTERM');
    await replacement.exited;
    const user = await signUpOver(web);
    await grantSubscription(db(), user.userId);
    const doomed = worker('worker-3', 'match-run-matches-stored');
    const saved = await request(web, 'PUT', '/api/app/preferences', {
      cookie: user.cookie,
      body: austinNursePreferences,
    });
    expect(saved.status).toBe(200);
    await killed(doomed);

    const next = worker('worker-4');
    await waitForLog(next, 'worker is ready');
    const readyAt = Date.now();
    const runs = () =>
      db().execute(
        sql`select status, new_matches from match_runs where user_id = ${user.userId}`,
      ) as unknown as Promise<{ rows: { status: string; new_matches: number }[] }>;
    await waitUntil(
      'the run to finish',
      async () => (await runs()).rows[0]?.status === 'succeeded',
      TAKEOVER_MS,
    );
    expect(Date.now() - readyAt).toBeLessThan(TAKEOVER_MS);
    const { rows } = await runs();
    expect(rows).toHaveLength(1);
    const stored = await countRows(
      db(),
      sql`select count(*) as n from matches where user_id = ${user.userId}`,
    );
    expect(stored).toBeGreaterThan(0);
    // The first attempt's matches are the run's: the retry added none of its own.
    expect(rows[0]?.new_matches).toBe(stored);
    const completedJobs = () =>
      countRows(
        db(),
        sql`select count(*) as n from pgboss.job where name = 'match-jobs-for-user' and data->>'userId' = ${user.userId} and state = 'completed'`,
      );
    // The job completes a moment after the run row: it then queues the new matches' packages.
    await waitUntil('the job to complete', async () => (await completedJobs()) > 0, TAKEOVER_MS);
    expect(await completedJobs()).toBe(1);
  }, 300_000);

  for (const point of ['preferences-saved', 'match-run-queued']) {
    it(`a web process killed at "${point}" leaves neither half; the next save works`, async () => {
      const user = await signUpOver(web);
      await grantSubscription(db(), user.userId);
      const doomed = startProcess('web-doomed', 'src/main.ts', {
        ...env,
        PORT: String(await freePort()),
        HIRELOOP_FAULT_AT: point,
      });
      await waitForReady(doomed);
      const cut = await request(doomed, 'PUT', '/api/app/preferences', {
        cookie: user.cookie,
        body: austinNursePreferences,
      }).catch((error: unknown) => error);
      expect(cut).toBeInstanceOf(Error);
      await killed(doomed);
      const left = async () => ({
        preferences: await countRows(
          db(),
          sql`select count(*) as n from job_preferences where user_id = ${user.userId}`,
        ),
        runs: await countRows(
          db(),
          sql`select count(*) as n from match_runs where user_id = ${user.userId}`,
        ),
        jobs: await countRows(
          db(),
          sql`select count(*) as n from pgboss.job where name = 'match-jobs-for-user' and data->>'userId' = ${user.userId}`,
        ),
      });
      expect(await left()).toEqual({ preferences: 0, runs: 0, jobs: 0 });

      const saved = await request(web, 'PUT', '/api/app/preferences', {
        cookie: user.cookie,
        body: austinNursePreferences,
      });
      expect(saved.status).toBe(200);
      expect(await left()).toEqual({ preferences: 1, runs: 1, jobs: 1 });
    }, 300_000);
  }
});

describe.runIf(testDatabaseKind === 'pglite')('the embedded app in one process', () => {
  it('killed during its first catalogue load: the restart finishes the load, once', async () => {
    const env = {
      DATA_DIR: join(dataDir, 'embedded'),
      DEMO_DATA: 'false',
      DEMO_CORPUS_SIZE: String(CORPUS_SIZE),
      PORT: String(await freePort()),
    };
    const doomed = startProcess('embedded-1', 'src/main.ts', {
      ...env,
      HIRELOOP_FAULT_AT: 'ingestion-batch-stored',
    });
    await killed(doomed);

    const restarted = startProcess('embedded-2', 'src/main.ts', env);
    await waitForReady(restarted);
    const readyAt = Date.now();
    await waitUntil(
      'the catalogue to be ready',
      async () => {
        const status = await (await fetch(`${restarted.origin}/api/catalogue/status`)).json();
        return (status as { state: string }).state === 'ready';
      },
      600_000,
    );
    restarted.process.kill('SIGTERM');
    expect((await restarted.exited).code).toBe(0);

    const handle = await openDatabase({ kind: 'pglite', dataDir: join(env.DATA_DIR, 'pglite') });
    try {
      const { rows } = (await handle.db.execute(
        sql`select status, seen, started_at from ingestion_runs where trigger = 'demo' order by id`,
      )) as unknown as { rows: { status: string; seen: number; started_at: string | Date }[] };
      expect(rows.map((run) => run.status)).toEqual(['failed', 'succeeded']);
      expect(rows[1]?.seen).toBe(corpusPostings);
      // The dead load was taken over within 30 s of the restarted app being ready.
      expect(new Date(rows[1]?.started_at ?? 0).getTime() - readyAt).toBeLessThan(TAKEOVER_MS);
    } finally {
      await handle.close();
    }
  }, 900_000);
});
