import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  digestDeliveries,
  digestSettings,
  matches,
  matchRuns,
  users,
} from '../../src/db/schema/index.ts';
import { killAll, startProcess, waitForLog, waitUntil } from '../helpers/app-processes.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { subscriber } from '../helpers/profile.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../helpers/test-database.ts';

/**
 * A real worker process killed (SIGKILL) between claiming a user's digest and handing it to the
 * mailer (HIRELOOP_FAULT_AT=digest-claimed, decision 066): the queue retries the job on another
 * worker, which takes the claim back and sends; the user gets exactly one digest.
 */
describe.runIf(testDatabaseKind === 'postgres')('a digest worker killed after its claim', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hireloop-digest-crash-'));
  let database: TestDatabase;
  let t: TestApp;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestApp({ database: database.handle });
    env = {
      DATABASE_URL: database.handle.url ?? '',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'digest-crash-secret-that-is-long-enough',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      WORKER_IN_PROCESS: 'false',
      DEMO_DATA: 'false',
      DEMO_CORPUS: 'off',
    };
  }, 120_000);
  afterAll(async () => {
    await killAll();
    await t?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is retried on a live worker and the user gets exactly one digest', async () => {
    const db = database.handle.db;
    const user = await subscriber(t.app);
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.userId));
    // Due at any hour of the day: hour 0 in UTC.
    await db
      .insert(digestSettings)
      .values({ userId: user.userId, frequency: 'daily', kinds: ['matches'], hour: 0 });
    await db
      .insert(matchRuns)
      .values({ id: 'crash-run', userId: user.userId, trigger: 'manual', status: 'succeeded' });
    const job = jobRow('digest-crash-job', 'crash', { title: 'Night nurse in the crash test' });
    await insertJobs(db, [job]);
    await db.insert(matches).values({
      userId: user.userId,
      jobId: job.id,
      runId: 'crash-run',
      score: 80,
      parts: {},
      reason: 'A reason',
    });

    const doomed = startProcess('digest-worker-1', 'src/worker/main.ts', {
      ...env,
      HIRELOOP_FAULT_AT: 'digest-claimed',
    });
    await waitForLog(doomed, 'worker is ready');
    await t.ctx.jobs.send('send-due-digests', {});
    expect((await doomed.exited).signal).toBe('SIGKILL');
    const [held] = await db
      .select()
      .from(digestDeliveries)
      .where(eq(digestDeliveries.userId, user.userId));
    expect(held?.status).toBe('claimed');

    const next = startProcess('digest-worker-2', 'src/worker/main.ts', env);
    await waitForLog(next, 'worker is ready');
    await waitUntil(
      'the retried job to send the digest',
      async () =>
        (
          await db.select().from(digestDeliveries).where(eq(digestDeliveries.userId, user.userId))
        )[0]?.status === 'sent',
      90_000,
    );
    const outbox = (await readdir(join(dataDir, 'outbox'))).filter((name) => name.endsWith('.eml'));
    expect(outbox).toHaveLength(1);
    const [row] = await db
      .select()
      .from(digestDeliveries)
      .where(eq(digestDeliveries.userId, user.userId));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, matchCount: 1 });
    const queueJobs = (
      (await db.execute(
        sql`select state, retry_count from pgboss.job where name = 'send-due-digests'`,
      )) as unknown as {
        rows: { state: string; retry_count: number }[];
      }
    ).rows;
    expect(queueJobs).toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 240_000);
});
