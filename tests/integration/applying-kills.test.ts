import { spawn } from 'node:child_process';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApplicationAttempt } from '../../src/core/applying/run-application-attempt.ts';
import type { FaultPoint } from '../../src/core/faults/fault-point.ts';
import { applications } from '../../src/db/schema/index.ts';
import { killAll, startProcess, waitUntil } from '../helpers/app-processes.ts';
import { approvedApplication, channelsWithoutBrowser as real } from '../helpers/applying.ts';
import type { Subscriber } from '../helpers/profile.ts';
import { startRecruiteeStandin } from '../helpers/recruitee-standin.ts';
import { nurse } from '../helpers/tailoring.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../helpers/test-database.ts';

/**
 * The at-most-once rule against real deaths (decision 057): an attempt process is killed with
 * SIGKILL at each step of sending an application, its lease runs out, and the next attempt
 * finishes the work. Over every kill: no application sent twice to the employer, none lost,
 * each ends submitted or unconfirmed. PostgreSQL only: the killed process and this one share it.
 * 34 rounds of the three points: the issue asks for at least 100 kills over the suite. The worker
 * process itself is also killed once at each point, taking its work from the queue, and a
 * replacement worker finishes it.
 * KILLS_PER_POINT lowers it for a quick local run.
 */
/** Shared with the attempt processes, as several processes on one database must share it. */
const DATA_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');
const KILLS_PER_POINT = Number(process.env.KILLS_PER_POINT ?? 34);
const points: { point: FaultPoint; reached: 'submitted' | 'unconfirmed'; sent: number }[] = [
  { point: 'application-filling', reached: 'submitted', sent: 1 },
  { point: 'application-submitting', reached: 'unconfirmed', sent: 0 },
  { point: 'application-sent', reached: 'unconfirmed', sent: 1 },
];

describe.runIf(testDatabaseKind === 'postgres')('attempts killed at every step', () => {
  let database: TestDatabase;
  let t: TestApp;
  let standin: Awaited<ReturnType<typeof startRecruiteeStandin>>;
  let ana: Subscriber;
  const env = (): Record<string, string> => ({
    PATH: process.env.PATH ?? '',
    ...(process.env.NODE_COMPILE_CACHE
      ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE }
      : {}),
    DATABASE_URL: database.handle.url ?? '',
    DATA_DIR: t.dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-to-pass-validation',
    DATA_ENCRYPTION_KEY,
    APPLY_HOST_PACING_SECONDS: '0',
    LOG_LEVEL: 'warn',
  });

  beforeAll(async () => {
    standin = await startRecruiteeStandin();
    database = await createTestDatabase();
    t = await createTestApp({
      database: database.handle,
      env: { APPLY_HOST_PACING_SECONDS: '0', DATA_ENCRYPTION_KEY },
    });
    ana = await nurse(t.app);
  }, 120_000);
  afterAll(async () => {
    await killAll();
    await t?.close();
    await database?.drop();
    await standin?.close();
  });

  /** An approved application to a posting of its own company, its package ready. */
  async function queued(slug = 'driver-cdl'): Promise<string> {
    const { id, state } = await approvedApplication(t, ana, { origin: standin.origin, slug });
    expect(state).toBe('queued');
    return id;
  }

  function attemptProcess(applicationId: string, point?: FaultPoint) {
    const child = spawn(process.execPath, ['tests/helpers/attempt-process.ts', applicationId], {
      env: { ...env(), ...(point ? { HIRELOOP_FAULT_AT: point } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    return new Promise<{
      signal: string | null;
      code: number | null;
      stderr: string;
      stdout: string;
    }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ signal, code, stderr, stdout })),
    );
  }

  it('the worker itself, killed at each step, is replaced; every application ends once, none lost', async () => {
    // Real worker processes on the queue (pg-boss), not one attempt: each dies (SIGKILL) at its
    // point on the application it took; a replacement finishes all of them once their dead
    // holders' heartbeats and leases run out (decision 032: within about 30 s).
    const slugs = points.map((_, index) => `driver-cdl-${index + 1}`);
    const ids: string[] = [];
    for (const [index, { point }] of points.entries()) {
      ids.push((await queued(slugs[index])) ?? '');
      const worker = startProcess(`worker-${point}`, 'src/worker/main.ts', {
        ...env(),
        DEMO_DATA: 'false',
        DEMO_CORPUS: 'off',
        HIRELOOP_FAULT_AT: point,
      });
      expect((await worker.exited).signal, `worker at ${point}`).toBe('SIGKILL');
    }
    const replacement = startProcess('worker-replacement', 'src/worker/main.ts', {
      ...env(),
      DEMO_DATA: 'false',
      DEMO_CORPUS: 'off',
    });
    const finalStates = async () =>
      (
        await t.ctx.db
          .select({ id: applications.id, state: applications.state })
          .from(applications)
          .where(inArray(applications.id, ids))
      ).map((row) => row.state);
    await waitUntil(
      'every application to end submitted or unconfirmed',
      async () =>
        (await finalStates()).every((state) => state === 'submitted' || state === 'unconfirmed'),
      120_000,
    );
    replacement.process.kill('SIGTERM');
    await replacement.exited;
    for (const [index, id] of ids.entries()) {
      const [row] = await t.ctx.db.select().from(applications).where(eq(applications.id, id));
      const sent = standin.submissions.filter((s) => s.slug === slugs[index]).length;
      // Sent at most once; `submitted` only when the employer has it; never resent after Submit.
      expect(sent, `${points[index]?.point}: ${row?.state}`).toBeLessThanOrEqual(1);
      if (row?.state === 'submitted') expect(sent).toBe(1);
      expect(['submitted', 'unconfirmed']).toContain(row?.state);
    }
  }, 240_000);

  it('two worker processes racing for one application send it once', async () => {
    const id = await queued();
    const before = standin.submissions.length;
    const [first, second] = await Promise.all([attemptProcess(id), attemptProcess(id)]);
    expect([first.code, second.code], `${first.stderr}${second.stderr}`).toEqual([0, 0]);
    expect(standin.submissions.length - before).toBe(1);
    // One took the lease and sent it; the other found it held (or already sent) and left it.
    const stateOf = (out: string) =>
      JSON.parse(out.split('\n').find((line) => line.startsWith('{"state"')) ?? '{}').state;
    const states = [first.stdout, second.stdout].map(stateOf).sort();
    expect(states).toEqual([null, 'submitted']);
  });

  it(`never sends twice nor loses one, over ${KILLS_PER_POINT * points.length} kills`, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < KILLS_PER_POINT; round++) {
      for (const { point, reached, sent } of points) {
        const id = await queued();
        const before = standin.submissions.length;
        const death = await attemptProcess(id, point);
        expect(death.signal, death.stderr).toBe('SIGKILL');
        // The dead process's lease runs out (30 s in production; here, at once).
        await t.ctx.db
          .update(applications)
          .set({ leaseUntil: sql`now() - interval '1 second'` })
          .where(eq(applications.id, id));
        const after = await runApplicationAttempt(t.ctx, {
          applicationId: id,
          mode: 'submit',
          channels: real,
        });
        outcomes.push(`${point}: ${after?.state} (${standin.submissions.length - before} sent)`);
        expect(after?.state).toBe(reached);
        expect(standin.submissions.length - before).toBe(sent);
        // Counted on an earlier day, so many rounds stay within the plan's daily quota.
        await t.ctx.db
          .update(applications)
          .set({ submittingAt: sql`${applications.submittingAt} - interval '2 days'` })
          .where(eq(applications.id, id));
      }
    }
    expect(outcomes).toHaveLength(KILLS_PER_POINT * points.length);
    // A limit only stops a stuck run (decision 034): the 102 rounds took 465–561 s on a busy
    // 2-core machine running the whole suite, too near the 600 s this limit was.
  }, 1_500_000);
});
