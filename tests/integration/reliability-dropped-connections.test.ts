import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUpUser } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testDatabaseKind } from '../helpers/test-database.ts';

/**
 * Checklist row "Dropped connections" (decision 036): PostgreSQL ends the app's and the worker's
 * connections (as `pg_terminate_backend`, a failover or an idle-timeout proxy would). The process
 * must not crash (an 'error' event without a listener would throw) and the next requests succeed.
 * Only backends of this test's own database are ended (filtered by `datname`), so other test
 * runs on the same server are never touched; the server itself is never restarted.
 */
const PURGE = 'purge-expired-auth-records';

describe.runIf(testDatabaseKind === 'postgres')('dropped database connections', () => {
  let t: TestApp;
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    const url = new URL(t.database.url ?? '');
    databaseName = url.pathname.slice(1);
    url.pathname = '/postgres';
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  const backendsOfOurDatabase = async () =>
    (
      await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      )
    ).rows.map((row) => row.pid);

  /** Ends every backend of this test's database and waits until the server has let them go. */
  async function terminateOurBackends() {
    const pids = await backendsOfOurDatabase();
    expect(pids.length).toBeGreaterThan(0);
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    const deadline = Date.now() + 10_000;
    while ((await backendsOfOurDatabase()).some((pid) => pids.includes(pid))) {
      if (Date.now() > deadline) throw new Error('terminated backends did not go away');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return pids.length;
  }

  const me = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

  async function jobStates(name: string) {
    const own = new pg.Client({ connectionString: t.database.url });
    await own.connect();
    try {
      const rows = await own.query<{ state: string }>(
        'select state from pgboss.job where name = $1',
        [name],
      );
      return rows.rows.map((row) => row.state);
    } finally {
      await own.end();
    }
  }

  it('answers the next requests 2xx after every app and worker connection was ended', async () => {
    const user = await signUpUser(t.app);
    // Fill the pool with idle connections, so there is something to end on the app's side.
    await Promise.all(Array.from({ length: 5 }, () => me(user.cookie)));

    const ended = await terminateOurBackends();
    // The app's pool (5) and pg-boss's own pool both had connections to end.
    expect(ended).toBeGreaterThanOrEqual(2);
    // The server reports the backends gone a moment before the app has read their goodbye
    // (FATAL 57P01) and dropped them from the pool; a request in that moment can still get a
    // dead connection and a 500 (the next test). "Next requests" are the ones after it.
    await new Promise((resolve) => setTimeout(resolve, 250));

    const reads = await Promise.all(Array.from({ length: 5 }, () => me(user.cookie)));
    expect(reads.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(reads.every((response) => response.json().user?.id === user.userId)).toBe(true);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: sameOrigin,
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers the reads in flight when their connections are cut, and the ones after them', async () => {
    const user = await signUpUser(t.app);
    const inFlight = Array.from({ length: 10 }, () => me(user.cookie));
    await terminateOurBackends();
    // Their reads whose connection was cut are sent once more on a fresh one
    // (retry-dropped-reads.ts): none of them fails.
    const answered = await Promise.all(inFlight);
    expect(answered.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const after = await Promise.all(Array.from({ length: 5 }, () => me(user.cookie)));
    expect(after.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('runs the next job once the worker’s connections were ended', async () => {
    await terminateOurBackends();
    await t.ctx.jobs.send(PURGE, {});
    const deadline = Date.now() + 25_000;
    let states: string[] = [];
    while (Date.now() < deadline) {
      states = await jobStates(PURGE);
      if (states.includes('completed')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(states).toContain('completed');
  }, 40_000);
});
