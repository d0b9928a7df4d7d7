import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { fromPglite, PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobNames, jobPayloadSchemas } from '../../src/core/jobs/job-definitions.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { rateLimits, sessions, users, verifications } from '../../src/db/schema/index.ts';
import { jobRegistry } from '../../src/worker/registry.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const PURGE = 'purge-expired-auth-records';
const HOUR = 60 * 60 * 1000;

/**
 * A second pg-boss client on the app's database, never started (it runs no maintenance and no
 * worker): it only reads schedules and jobs, and sends a job past the app's own validation.
 */
function openInspector(handle: DatabaseHandle) {
  const options = { schema: 'pgboss', supervise: false, schedule: false, migrate: false };
  if (handle.pglite) {
    return {
      boss: new PgBoss({ ...options, db: fromPglite(handle.pglite) }),
      close: async () => {},
    };
  }
  const pool = new pg.Pool({ connectionString: handle.url, max: 1 });
  const db = { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
  return { boss: new PgBoss({ ...options, db }), close: () => pool.end() };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

let t: TestApp;
let inspector: ReturnType<typeof openInspector>;
beforeAll(async () => {
  t = await createTestApp({ worker: true });
  inspector = openInspector(t.database);
});
afterAll(async () => {
  await inspector?.close();
  await t?.close();
});

describe('job registry', () => {
  it('has a handler for every defined job name, under that name', () => {
    expect(Object.keys(jobRegistry).sort()).toEqual([...jobNames].sort());
    for (const name of jobNames) {
      expect(jobRegistry[name].name).toBe(name);
      expect(typeof jobRegistry[name].run).toBe('function');
    }
  });

  it('installs the schedule of every job that has a cron, in UTC', async () => {
    expect(jobRegistry[PURGE].cron).toBeTruthy();
    for (const definition of Object.values(jobRegistry)) {
      if (!definition.cron) continue;
      const schedules = await inspector.boss.getSchedules(definition.name);
      expect(schedules).toEqual([
        expect.objectContaining({ name: definition.name, cron: definition.cron, timezone: 'UTC' }),
      ]);
    }
  });
});

describe(PURGE, () => {
  it('removes expired sessions, tokens and stale counters, and keeps live ones', async () => {
    const now = Date.now();
    const userId = randomUUID();
    await t.ctx.db.insert(users).values({ id: userId, name: 'Purge', email: `${userId}@x.test` });
    const session = (label: string, expiresAt: number) => ({
      id: `${label}-${userId}`,
      token: `${label}-token-${userId}`,
      userId,
      expiresAt: new Date(expiresAt),
    });
    await t.ctx.db
      .insert(sessions)
      .values([session('expired', now - HOUR), session('live', now + HOUR)]);
    const token = (label: string, expiresAt: number) => ({
      id: `${label}-${userId}`,
      identifier: `verify-email:${label}-${userId}`,
      value: userId,
      expiresAt: new Date(expiresAt),
    });
    await t.ctx.db
      .insert(verifications)
      .values([token('expired', now - 1000), token('live', now + HOUR)]);
    await t.ctx.db.insert(rateLimits).values([
      { key: `stale-${userId}`, windowStart: new Date(now - 25 * HOUR), count: 3 },
      { key: `fresh-${userId}`, windowStart: new Date(now - 60_000), count: 3 },
    ]);

    await t.ctx.jobs.send(PURGE, {});

    await waitFor('the expired rows to be purged', async () => {
      const left = await t.ctx.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.id, `expired-${userId}`));
      return left.length === 0 ? true : undefined;
    });
    const sessionIds = await t.ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(sessionIds.map((row) => row.id)).toEqual([`live-${userId}`]);
    const tokenIds = await t.ctx.db
      .select({ id: verifications.id })
      .from(verifications)
      .where(eq(verifications.value, userId));
    expect(tokenIds.map((row) => row.id)).toEqual([`live-${userId}`]);
    const counters = await t.ctx.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, [`stale-${userId}`, `fresh-${userId}`]));
    expect(counters.map((row) => row.key)).toEqual([`fresh-${userId}`]);

    const jobs = await inspector.boss.findJobs(PURGE);
    expect(jobs.some((job) => job.state === 'completed')).toBe(true);
  });
});

describe('payload validation', () => {
  it('refuses a payload that fails its schema at send time, and queues nothing', async () => {
    const before = (await inspector.boss.findJobs(PURGE)).length;
    await expect(t.ctx.jobs.send(PURGE, { unexpected: true } as never)).rejects.toThrow(
      /unrecognized/i,
    );
    expect(jobPayloadSchemas[PURGE].safeParse({ unexpected: true }).success).toBe(false);
    expect((await inspector.boss.findJobs(PURGE)).length).toBe(before);
  });

  it('fails a job whose payload slipped past the sender, before its handler runs', async () => {
    const id = await inspector.boss.send(PURGE, { unexpected: true });
    if (!id) throw new Error('pg-boss did not queue the job');
    const failed = await waitFor('the job to fail', async () => {
      const [job] = await inspector.boss.findJobs(PURGE, { id });
      return job?.state === 'failed' ? job : undefined;
    });
    expect(JSON.stringify(failed.output)).toMatch(/unrecognized/i);
  });

  it('logs a failed job with its name and id', async () => {
    const id = await inspector.boss.send(PURGE, { unexpected: 'logged' });
    const logged = await waitFor('the failure in the log', async () =>
      t.logLines
        .map((line) => JSON.parse(line) as { level: number; msg: string; job?: { id?: string } })
        .find((entry) => entry.msg === 'job failed' && entry.job?.id === id),
    );
    expect(logged.level).toBeGreaterThanOrEqual(50);
    expect(logged.job).toEqual({ name: PURGE, id });
  });
});
