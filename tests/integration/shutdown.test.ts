import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers/accounts.ts';
import {
  type AppProcess,
  freePort,
  killAll,
  startProcess,
  waitForReady,
  waitUntil,
} from '../helpers/app-processes.ts';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../helpers/test-database.ts';

/**
 * The real server process (`node src/main.ts`) with its job worker: SIGTERM lets the requests in
 * flight finish, exits 0, and a restart on the same data has it. On PGlite that is the embedded
 * on-disk database in DATA_DIR; on PostgreSQL, a fresh database the server reaches by URL.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'hireloop-shutdown-'));
let database: TestDatabase | undefined;
/** A test that failed leaves no server behind on the data directory the next test opens. */
afterEach(killAll);
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * How long a start may take before the test gives up: the embedded database's first start runs
 * initdb and every migration, which takes over a minute on a busy 2-core machine (decision 034).
 */
const START_LIMIT_MS = 240_000;
const TEST_LIMIT_MS = 3 * START_LIMIT_MS;

/** The environment an operator would set for each kind of database. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (testDatabaseKind === 'pglite') return {};
  database = await createTestDatabase();
  return {
    DATABASE_URL: database.handle.url ?? '',
    AUTH_SECRET: 'shutdown-test-secret-that-is-long-enough',
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    WORKER_IN_PROCESS: 'true',
  };
}

const startServer = (port: number, env: Record<string, string>) =>
  startProcess('web', 'src/main.ts', {
    DATA_DIR: dataDir,
    PORT: String(port),
    DEMO_DATA: 'false',
    ...env,
  });

const waitForStart = (server: AppProcess) => waitForReady(server, START_LIMIT_MS);

function post(server: AppProcess, path: string, body: object) {
  return fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify(body),
  });
}

const PASSWORD = 'a long and unusual passphrase';
const IN_FLIGHT = 6;

it(
  'finishes in-flight requests on SIGTERM, exits 0, and restarts with the data',
  async () => {
    const port = await freePort();
    const env = await databaseEnv();
    const first = startServer(port, env);
    await waitForStart(first);
    const ready = first.logs.find((entry) => entry.msg === 'Hireloop is ready');
    expect(ready?.database).toBe(testDatabaseKind);

    const emails = Array.from({ length: IN_FLIGHT }, () => uniqueEmail('shutdown'));
    const arrivals = () =>
      first.logs.filter((e) => e.msg === 'incoming request' && e.req?.path === '/api/auth/sign-up');
    // SIGTERM the moment the last sign-up is read, while the others still hash their passwords:
    // polling for it let a fast database finish them all first.
    let signalled = false;
    first.onLog(() => {
      if (!signalled && arrivals().length === IN_FLIGHT) {
        signalled = true;
        first.process.kill('SIGTERM');
      }
    });
    const signUps = emails.map((email) =>
      post(first, '/api/auth/sign-up', { email, password: PASSWORD, confirmPassword: PASSWORD }),
    );
    // Awaited below; this only keeps a failure earlier in the test from also reporting these.
    for (const signUp of signUps) signUp.catch(() => {});
    await waitUntil(
      'the sign-ups to reach the server',
      () => arrivals().length === IN_FLIGHT,
      60_000,
    );

    const responses = await Promise.all(signUps);
    expect(responses.map((response) => response.status)).toEqual(emails.map(() => 202));
    const { code, signal } = await first.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });

    // Proof the requests were really in flight: some of them finished after shutdown began.
    const shutdownAt = first.logs.findIndex((entry) => entry.msg?.startsWith('shutting down'));
    expect(shutdownAt).toBeGreaterThan(-1);
    const signUpIds = new Set(arrivals().map((entry) => entry.reqId));
    const finishedAfterSignal = first.logs
      .slice(shutdownAt)
      .filter((entry) => entry.msg === 'request completed' && signUpIds.has(entry.reqId));
    expect(finishedAfterSignal.length).toBeGreaterThan(0);
    // The order, not the time it took (decision 034): every request answered, then jobs and the
    // database closed, then the process said so last.
    const stoppedAt = first.logs.findIndex((entry) => entry.msg === 'Hireloop stopped');
    const lastCompletion = first.logs.findLastIndex(
      (entry) => entry.msg === 'request completed' && signUpIds.has(entry.reqId),
    );
    expect(lastCompletion).toBeGreaterThan(shutdownAt);
    expect(stoppedAt).toBeGreaterThan(lastCompletion);
    expect(first.logs.slice(stoppedAt + 1).filter((entry) => entry.msg)).toEqual([]);
    // A clean stop warns about nothing: closing the listeners is not a lost connection.
    expect(first.logs.slice(shutdownAt).filter((entry) => Number(entry.level) >= 40)).toEqual([]);
    // The verification e-mails the sign-ups queued were written before the process left.
    expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(IN_FLIGHT);

    const second = startServer(port, env);
    await waitForStart(second);
    const signIn = await post(second, '/api/auth/sign-in', {
      email: emails[0],
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);
    second.process.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  },
  TEST_LIMIT_MS,
);

it(
  'a SIGTERM during boot waits for the boot, then stops cleanly, and the data still opens',
  async () => {
    const port = await freePort();
    const env = await databaseEnv();
    const booting = startServer(port, env);
    // The port opens before migrations run; signal as soon as it answers at all.
    await waitUntil(
      'the port to open',
      async () => Boolean(await fetch(`${booting.origin}/readyz`)),
      START_LIMIT_MS,
    );
    booting.process.kill('SIGTERM');
    expect(await booting.exited).toEqual({ code: 0, signal: null });
    expect(booting.logs.some((entry) => entry.msg?.startsWith('shutting down'))).toBe(true);

    const again = startServer(port, env);
    await waitForStart(again);
    again.process.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
  },
  TEST_LIMIT_MS,
);
