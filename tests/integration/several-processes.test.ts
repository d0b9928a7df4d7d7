import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPreferences } from '../../src/db/schema/index.ts';
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
 * README's "Running several processes": two web processes and two workers on one PostgreSQL, the
 * client going to either web process in turn. What one process knows, the others know too.
 */
describe.runIf(testDatabaseKind === 'postgres')('two web processes and two workers', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hireloop-several-'));
  let database: TestDatabase;
  let webs: AppProcess[];
  let workers: AppProcess[];
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.handle.url ?? '',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'several-processes-secret-long-enough',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 2).toString('base64'),
      WORKER_IN_PROCESS: 'false',
      DEMO_DATA: 'false',
      // Long enough that only NOTIFY, not the cache running out, can explain a prompt sign-out.
      SESSION_CACHE_SECONDS: '60',
    };
    // The first web process migrates the database; the others start on it.
    const first = startProcess('web-a', 'src/main.ts', { ...env, PORT: String(await freePort()) });
    await waitForReady(first);
    const second = startProcess('web-b', 'src/main.ts', { ...env, PORT: String(await freePort()) });
    workers = [1, 2].map((n) => startProcess(`worker-${n}`, 'src/worker/main.ts', env));
    await waitForReady(second);
    for (const worker of workers) await waitForLog(worker, 'worker is ready');
    webs = [first, second];
  }, 300_000);
  afterAll(async () => {
    await killAll();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const db = () => database.handle.db;
  const web = (n: number) => webs[n % 2] as AppProcess;

  it('a session made on one web process is valid on the other', async () => {
    const user = await signUpOver(web(0));
    const me = await request(web(1), 'GET', '/api/me', { cookie: user.cookie });
    expect(me.status).toBe(200);
  });

  it('a sign-out on one web process ends the session on the other at once', async () => {
    const user = await signUpOver(web(0));
    const signedIn = async () =>
      (
        (await (await request(web(1), 'GET', '/api/me', { cookie: user.cookie })).json()) as {
          user: unknown;
        }
      ).user !== null;
    expect(await signedIn()).toBe(true);
    const out = await request(web(0), 'POST', '/api/auth/sign-out', { cookie: user.cookie });
    expect(out.status).toBe(204);
    // web-b remembered the session for up to 60 s; the sessions trigger's NOTIFY ends that.
    await waitUntil(
      'web-b to refuse the signed-out session',
      async () => !(await signedIn()),
      2_000,
    );
  });

  it('sign-in limits count attempts made on both web processes together', async () => {
    const user = await signUpOver(web(0));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await request(web(attempt), 'POST', '/api/auth/sign-in', {
        body: { email: user.email, password: 'not the password at all' },
      });
      statuses.push(response.status);
    }
    // 10 per address and account (enforce-rate-limits.ts), one used by signUpOver's sign-in, the
    // rest spread over both processes; then both refuse.
    expect(statuses.slice(0, 9).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(9)).toEqual([429, 429]);
  });

  it('a run asked for on one web process is run once, by one of the workers', async () => {
    const user = await signUpOver(web(0));
    await grantSubscription(db(), user.userId);
    const saved = await request(web(1), 'PUT', '/api/app/preferences', {
      cookie: user.cookie,
      body: austinNursePreferences,
    });
    expect(saved.status).toBe(200);
    const { runId: saveRun } = (await saved.json()) as { runId: string };
    await waitUntil(
      'the save run to finish',
      async () =>
        (await countRows(
          db(),
          sql`select count(*) as n from match_runs where id = ${saveRun} and status = 'succeeded'`,
        )) === 1,
      60_000,
    );
    const asked = await request(web(0), 'POST', '/api/app/match-runs', { cookie: user.cookie });
    expect(asked.status).toBe(202);
    const { runId } = (await asked.json()) as { runId: string };
    await waitUntil(
      'the run to finish',
      async () =>
        (await countRows(
          db(),
          sql`select count(*) as n from match_runs where id = ${runId} and status = 'succeeded'`,
        )) === 1,
      60_000,
    );
    // Worker logs reach us a little after the database write.
    const finishedBy = () =>
      workers.flatMap((worker) =>
        worker.logs.filter((line) => line.msg === 'match run finished' && line.runId === runId),
      );
    await waitUntil('a worker to log the run', () => finishedBy().length > 0, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(finishedBy()).toHaveLength(1);
    expect(
      await countRows(
        db(),
        sql`select count(*) as n from pgboss.job where name = 'match-jobs-for-user' and data->>'runId' = ${runId}`,
      ),
    ).toBe(1);
  }, 180_000);

  it('a scheduled job runs once per time, not once per worker', async () => {
    // A subscriber whose daily run is due this hour (UTC).
    const user = await signUpOver(web(1));
    await grantSubscription(db(), user.userId);
    await request(web(0), 'PUT', '/api/app/preferences', {
      cookie: user.cookie,
      body: austinNursePreferences,
    });
    await db()
      .update(jobPreferences)
      .set({ dailyRunHour: new Date().getUTCHours(), timeZone: 'UTC' })
      .where(sql`${jobPreferences.userId} = ${user.userId}`);
    // The hourly tick, made every minute for the test; both workers' clocks watch it.
    const boss = new PgBoss({
      connectionString: database.handle.url ?? '',
      schema: 'pgboss',
      supervise: false,
      schedule: false,
      max: 1,
    });
    await boss.start();
    try {
      await boss.schedule('queue-due-match-runs', '* * * * *', {}, { tz: 'UTC' });
      const jobs = () =>
        countRows(
          db(),
          sql`select count(*) as n from pgboss.job where name = 'queue-due-match-runs' and state = 'completed'`,
        );
      await waitUntil('two ticks to be run', async () => (await jobs()) >= 2, 240_000);
      // pg-boss files each occurrence under its time slot (its internal send-it queue) and turns
      // each into one job: whichever worker's clock saw it first, no slot is filed twice.
      const slots = (
        (await db().execute(
          sql`select data->>'slot' as slot, count(*)::int as n from pgboss.job where name = '__pgboss__send-it' and data->>'name' = 'queue-due-match-runs' group by 1`,
        )) as unknown as { rows: { slot: string; n: number }[] }
      ).rows;
      expect(slots.length).toBeGreaterThanOrEqual(2);
      for (const slot of slots) expect(slot.n, slot.slot).toBe(1);
      expect(
        await countRows(
          db(),
          sql`select count(*) as n from pgboss.job where name = 'queue-due-match-runs'`,
        ),
      ).toBeLessThanOrEqual(slots.length);
      // The user's daily run was queued once, though every tick of the hour saw it due.
      expect(
        await countRows(
          db(),
          sql`select count(*) as n from match_runs where user_id = ${user.userId} and trigger = 'schedule'`,
        ),
      ).toBe(1);
    } finally {
      await boss.unschedule('queue-due-match-runs');
      await boss.stop({ graceful: false });
    }
  }, 300_000);
});
