import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptEeoAnswers, encryptEeoAnswers } from '../../src/core/sensitive/eeo-cipher.ts';
import { masterKeyId, masterKeyring } from '../../src/core/sensitive/master-keyring.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { userDataKeys, users } from '../../src/db/schema/index.ts';
import { raceOptions } from '../../src/shared/profile-options.ts';
import { eeoAnswersSchema } from '../../src/shared/schemas/eeo.ts';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../helpers/test-database.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const OLD_KEY = randomBytes(32);
const NEW_KEY = randomBytes(32);
const USERS = 12;
const answersOf = (index: number) =>
  eeoAnswersSchema.parse({ race: raceOptions[index % raceOptions.length], over18: 'Yes' });

const dataDir = mkdtempSync(join(tmpdir(), 'hireloop-rotate-'));
let postgres: TestDatabase | undefined;
let baseEnv: Record<string, string>;
const userIds = Array.from(
  { length: USERS },
  (_, index) => `rotate-user-${String(index).padStart(2, '0')}`,
);

/** PGlite allows one process: the test opens it only while no command runs. */
async function withDatabase<T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  if (postgres) return use(postgres.handle);
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

function runRotation(
  env: Record<string, string>,
  args: string[] = [],
  onLine?: (line: string, child: ChildProcess) => void,
) {
  const child = spawn(process.execPath, ['src/cli/rotate-data-keys.ts', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...baseEnv, ...env },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const line of chunk.toString().split('\n')) if (line) onLine?.(line, child);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>(
    (resolve) => child.on('exit', (code, signal) => resolve({ code, signal, output })),
  );
}

const keysEnv = (current: Buffer, previous: Buffer[] = []) => ({
  DATA_ENCRYPTION_KEY: current.toString('base64'),
  ...(previous.length
    ? { DATA_ENCRYPTION_KEY_PREVIOUS: previous.map((key) => key.toString('base64')).join(',') }
    : {}),
});

async function wrappedBy(): Promise<string[]> {
  return withDatabase(async (handle) =>
    (await handle.db.select().from(userDataKeys).orderBy(userDataKeys.userId)).map(
      (row) => row.masterKeyId,
    ),
  );
}

async function expectAllReadable(current: Buffer, previous: Buffer[]) {
  await withDatabase(async (handle) => {
    const keyring = masterKeyring({ current, previous });
    for (const [index, userId] of userIds.entries()) {
      expect(await decryptEeoAnswers(handle.db, keyring, userId)).toEqual(answersOf(index));
    }
  });
}

beforeAll(async () => {
  baseEnv = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'rotation-test-secret-that-is-long-enough',
    LOG_LEVEL: 'silent',
  };
  if (testDatabaseKind === 'postgres') {
    postgres = await createTestDatabase();
    baseEnv.DATABASE_URL = postgres.handle.url ?? '';
  }
  await withDatabase(async (handle) => {
    if (!postgres) await migrateDatabase(handle);
    const keyring = masterKeyring({ current: OLD_KEY, previous: [] });
    for (const [index, userId] of userIds.entries()) {
      await handle.db
        .insert(users)
        .values({ id: userId, name: userId, email: `${userId}@example.test` });
      await encryptEeoAnswers(handle.db, keyring, { userId, answers: answersOf(index) });
    }
  });
});

afterAll(async () => {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run rotate-data-keys', () => {
  it('refuses to guess: without the old key it fails, names the variable and changes nothing', async () => {
    const result = await runRotation(keysEnv(NEW_KEY));
    expect(result.code).toBe(1);
    expect(result.output).toContain('DATA_ENCRYPTION_KEY_PREVIOUS');
    expect(new Set(await wrappedBy())).toEqual(new Set([masterKeyId(OLD_KEY)]));
  });

  it('killed midway leaves every record readable, and a rerun finishes the job', async () => {
    let killed = false;
    const first = await runRotation(
      keysEnv(NEW_KEY, [OLD_KEY]),
      ['--batch-size', '1', '--pause-ms', '400'],
      (line, child) => {
        if (!killed && line === 'rewrapped 3') {
          killed = true;
          child.kill('SIGKILL');
        }
      },
    );
    expect(first.signal).toBe('SIGKILL');
    const midway = await wrappedBy();
    const rewrapped = midway.filter((id) => id === masterKeyId(NEW_KEY)).length;
    expect(rewrapped).toBeGreaterThanOrEqual(3);
    expect(rewrapped).toBeLessThan(USERS);
    await expectAllReadable(NEW_KEY, [OLD_KEY]);

    const rerun = await runRotation(keysEnv(NEW_KEY, [OLD_KEY]));
    expect(rerun.code, rerun.output).toBe(0);
    expect(rerun.output).toContain(`Done: ${USERS - rewrapped} rewrapped.`);
    expect(new Set(await wrappedBy())).toEqual(new Set([masterKeyId(NEW_KEY)]));
    // The old master key is no longer needed by anything.
    await expectAllReadable(NEW_KEY, []);

    const again = await runRotation(keysEnv(NEW_KEY));
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('Done: 0 rewrapped.');
    // Three starts of the real command, each up to a minute on a busy machine (decision 034).
  }, 480_000);

  it('records when each data key was rewrapped', async () => {
    await withDatabase(async (handle) => {
      const [first] = await handle.db
        .select()
        .from(userDataKeys)
        .where(eq(userDataKeys.userId, userIds[0] ?? ''));
      expect(first?.rewrappedAt).toBeInstanceOf(Date);
    });
  });
});
