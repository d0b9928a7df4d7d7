import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/boot/create-logger.ts';
import { openAppContext } from '../../src/core/boot/open-app-context.ts';
import { loadConfig } from '../../src/core/config/load-config.ts';
import { flushPendingMail } from '../../src/core/mail/deliver-in-background.ts';
import { createApp } from '../../src/server/app.ts';
import { getAs } from '../helpers/billing.ts';
import { putAs, type Subscriber, sentinelAnswers, subscriber } from '../helpers/profile.ts';
import { TEST_ORIGIN } from '../helpers/test-app.ts';
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  testDatabaseKind,
} from '../helpers/test-database.ts';

/**
 * README "Backups and restore", done as an operator would (decision 034): what the backup holds
 * opens on a fresh database with the same secrets, and the users' sessions, profiles and EEO
 * answers are all there. PostgreSQL: pg_dump then pg_restore. Embedded: a copy of the stopped
 * DATA_DIR, generated secrets included.
 */

const dirs: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = (label: string) => {
  const dir = mkdtempSync(join(tmpdir(), `hireloop-${label}-`));
  dirs.push(dir);
  return dir;
};

interface RunningApp {
  app: FastifyInstance;
  stop(): Promise<void>;
}

/** The app as `npm start` builds it from the environment (web only: no worker, no demo data). */
async function startApp(env: Record<string, string>): Promise<RunningApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_ORIGIN: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    WORKER_IN_PROCESS: 'false',
    ...env,
  });
  const opened = await openAppContext(config, {
    log: createLogger({ level: 'silent' }),
    runsMaintenance: false,
  });
  const app = await createApp(opened.ctx);
  await app.ready();
  return {
    app,
    async stop() {
      await app.close();
      await flushPendingMail();
      await opened.close();
    },
  };
}

interface Saved {
  user: Subscriber;
  fullName: string;
}

/** Two paying users, each with a profile and EEO answers, the way the app stores them. */
async function storeUsers(app: FastifyInstance): Promise<Saved[]> {
  const saved: Saved[] = [];
  for (const fullName of ['Backup Person One', 'Backup Person Two']) {
    const user = await subscriber(app);
    expect((await putAs(app, user, '/api/app/profile/personal', { fullName })).statusCode).toBe(
      200,
    );
    const answers = await putAs(app, user, '/api/app/profile/eeo', { answers: sentinelAnswers });
    expect(answers.statusCode).toBe(200);
    saved.push({ user, fullName });
  }
  return saved;
}

/** The restored app knows each user by the session cookie they already hold. */
async function expectUsersIntact(app: FastifyInstance, saved: Saved[]) {
  for (const { user, fullName } of saved) {
    const me = await getAs(app, user, '/api/me');
    expect(me.json().user?.id).toBe(user.userId);
    const profile = await getAs(app, user, '/api/app/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile.fullName).toBe(fullName);
    const eeo = await getAs(app, user, '/api/app/profile/eeo');
    expect(eeo.statusCode).toBe(200);
    expect(eeo.json()).toEqual({ answers: sentinelAnswers });
  }
}

/** Retried: DDL from other test files on the same server can make one pg_dump attempt fail. */
function run(command: string, args: string[]) {
  let result = spawnSync(command, args, { encoding: 'utf8', timeout: 120_000 });
  for (let attempt = 1; attempt < 3 && result.status !== 0; attempt += 1) {
    console.warn(`${command} attempt ${attempt} failed: ${result.stderr || result.error?.message}`);
    result = spawnSync(command, args, { encoding: 'utf8', timeout: 120_000 });
  }
  expect(result.status, `${command}: ${result.stderr}`).toBe(0);
}

describe.runIf(testDatabaseKind === 'postgres')('PostgreSQL: pg_dump, then pg_restore', () => {
  it('restores into a fresh database where sessions, profiles and EEO answers all work', async () => {
    const secrets = {
      AUTH_SECRET: 'backup-test-secret-that-is-long-enough-to-pass',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    };
    const source = await createTestDatabase();
    cleanups.push(() => source.drop());
    const sourceUrl = source.handle.url ?? '';
    const original = await startApp({
      ...secrets,
      DATABASE_URL: sourceUrl,
      DATA_DIR: tempDir('a'),
    });
    const saved = await storeUsers(original.app);

    // Taken while the app runs: pg_dump reads one consistent snapshot.
    const dumpFile = join(tempDir('dump'), 'hireloop.dump');
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${dumpFile}`, sourceUrl]);
    await original.stop();

    const target = await createEmptyPostgresDatabase();
    cleanups.push(() => target.drop());
    run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.url}`, dumpFile]);

    const restored = await startApp({
      ...secrets,
      DATABASE_URL: target.url,
      DATA_DIR: tempDir('b'),
    });
    try {
      await expectUsersIntact(restored.app, saved);
    } finally {
      await restored.stop();
    }

    // The dump alone is not enough: without the same DATA_ENCRYPTION_KEY the answers stay shut.
    const otherKey = Buffer.alloc(32, 10).toString('base64');
    const withoutKey = await startApp({
      ...secrets,
      DATA_ENCRYPTION_KEY: otherKey,
      DATABASE_URL: target.url,
      DATA_DIR: tempDir('c'),
    });
    try {
      const [first] = saved;
      if (!first) throw new Error('no user saved');
      const eeo = await getAs(withoutKey.app, first.user, '/api/app/profile/eeo');
      expect(eeo.statusCode).not.toBe(200);
      expect(eeo.body).not.toContain(sentinelAnswers.workAuth);
    } finally {
      await withoutKey.stop();
    }
  }, 300_000);
});

describe.runIf(testDatabaseKind === 'pglite')('Embedded: a copy of the stopped DATA_DIR', () => {
  it('starts on the copy with sessions, profiles and EEO answers intact', async () => {
    const dataDir = tempDir('data');
    // No AUTH_SECRET or DATA_ENCRYPTION_KEY: the app generates both into DATA_DIR, as by default.
    const original = await startApp({ DATA_DIR: dataDir });
    const saved = await storeUsers(original.app);
    await original.stop();
    expect(existsSync(join(dataDir, 'data-encryption-key'))).toBe(true);

    const copy = join(tempDir('copy'), 'data');
    cpSync(dataDir, copy, { recursive: true });
    rmSync(dataDir, { recursive: true, force: true });

    const restored = await startApp({ DATA_DIR: copy });
    try {
      await expectUsersIntact(restored.app, saved);
    } finally {
      await restored.stop();
    }
  }, 300_000);
});
