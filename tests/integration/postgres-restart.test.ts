import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
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
import { testDatabaseKind } from '../helpers/test-database.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwaway-postgres.ts';

/**
 * Checklist row "Postgres restart" (decision 036): the database server restarts while a web
 * process and a worker run on it. Both stay up, the next requests succeed, and the next job
 * completes within 30 s. The server is the test's own (tests/helpers/throwaway-postgres.ts), so
 * no other test's database goes away. Run once, with the PostgreSQL project.
 */
describe.runIf(testDatabaseKind === 'postgres')('a PostgreSQL restart under a running app', () => {
  let server: ThrowawayPostgres;
  let handle: DatabaseHandle;
  let web: AppProcess;
  let worker: AppProcess;
  const dataDir = mkdtempSync(join(tmpdir(), 'hireloop-restart-'));

  beforeAll(async () => {
    server = await startThrowawayPostgres();
    const env = {
      DATABASE_URL: server.url,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'restart-test-secret-that-is-long-enough',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
      WORKER_IN_PROCESS: 'false',
      DEMO_DATA: 'false',
      DEMO_CORPUS: 'off',
    };
    web = startProcess('web', 'src/main.ts', { ...env, PORT: String(await freePort()) });
    await waitForReady(web);
    worker = startProcess('worker', 'src/worker/main.ts', env);
    await waitForLog(worker, 'worker is ready');
    handle = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 2 });
  }, 180_000);
  afterAll(async () => {
    await killAll();
    await handle?.close();
    server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const runFinished = (runId: string) =>
    countRows(
      handle.db,
      sql`select count(*) as n from match_runs where id = ${runId} and status = 'succeeded'`,
    ).then((n) => n === 1);

  it('keeps both processes up; the next request answers and the next job completes within 30 s', async () => {
    const user = await signUpOver(web);
    await grantSubscription(handle.db, user.userId);
    const saved = await request(web, 'PUT', '/api/app/preferences', {
      cookie: user.cookie,
      body: austinNursePreferences,
    });
    expect(saved.status).toBe(200);
    const { runId: before } = (await saved.json()) as { runId: string };
    await waitUntil('the run before the restart to finish', () => runFinished(before), 60_000);

    const tookMs = await server.restart();
    expect(tookMs).toBeLessThan(30_000);
    const restartedAt = Date.now();
    // Neither process exited: a dropped connection is not a crash (src/db/client.ts).
    expect(web.process.exitCode).toBeNull();
    expect(worker.process.exitCode).toBeNull();

    await waitUntil(
      'a signed-in request to answer again',
      async () => (await request(web, 'GET', '/api/me', { cookie: user.cookie })).status === 200,
      30_000,
    );
    const asked = await request(web, 'POST', '/api/app/match-runs', { cookie: user.cookie });
    expect(asked.status).toBe(202);
    const { runId } = (await asked.json()) as { runId: string };
    await waitUntil('the run after the restart to finish', () => runFinished(runId), 30_000);
    expect(Date.now() - restartedAt).toBeLessThan(30_000 + 30_000);
    expect(web.process.exitCode).toBeNull();
    expect(worker.process.exitCode).toBeNull();
  }, 240_000);
});
