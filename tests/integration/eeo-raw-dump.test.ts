import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { putAs, sentinelAnswers, sentinelStrings, subscriber } from '../helpers/profile.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testDatabaseKind } from '../helpers/test-database.ts';

/** Stored in plain text on purpose: finding it proves the dump really shows row contents. */
const CONTROL = 'PlainTextControlMarker-4f1c9b';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function storeSentinels(t: TestApp) {
  const user = await subscriber(t.app);
  expect(
    (await putAs(t.app, user, '/api/app/profile/personal', { fullName: CONTROL })).statusCode,
  ).toBe(200);
  expect(
    (await putAs(t.app, user, '/api/app/profile/eeo', { answers: sentinelAnswers })).statusCode,
  ).toBe(200);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The files that hold `needle`, searched as raw bytes. */
function filesContaining(files: string[], needle: string): string[] {
  const bytes = Buffer.from(needle, 'utf8');
  return files.filter((file) => readFileSync(file).includes(bytes));
}

describe.runIf(testDatabaseKind === 'pglite')('raw files under DATA_DIR (PGlite)', () => {
  it('hold the plain-text control but none of the EEO sentinel answers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hireloop-raw-'));
    dirs.push(dir);
    const handle = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
    const t = await createTestApp({ database: handle });
    await storeSentinels(t);
    // The app's own DATA_DIR (generated keys, mail outbox) is removed at close: search it first.
    for (const sentinel of sentinelStrings) {
      expect(filesContaining(filesUnder(t.dataDir), sentinel)).toEqual([]);
    }
    await t.close();
    await handle.close();

    const files = filesUnder(dir);
    expect(filesContaining(files, CONTROL).length).toBeGreaterThan(0);
    for (const sentinel of sentinelStrings) expect(filesContaining(files, sentinel)).toEqual([]);
  });
});

/**
 * pg_dump locks every table it lists; DDL on the server in between (another test file creating
 * or dropping its database, pg-boss maintenance) can fail one attempt, so it gets three.
 */
function pgDump(url: string) {
  let dump = spawnSync('pg_dump', ['--no-owner', url], { encoding: 'utf8', timeout: 30_000 });
  for (let attempt = 1; attempt < 3 && dump.status !== 0; attempt += 1) {
    console.warn(`pg_dump attempt ${attempt} failed: ${dump.stderr || dump.error?.message}`);
    dump = spawnSync('pg_dump', ['--no-owner', url], { encoding: 'utf8', timeout: 30_000 });
  }
  return dump;
}

describe.runIf(testDatabaseKind === 'postgres')('pg_dump of the database (PostgreSQL)', () => {
  it('holds the plain-text control but none of the EEO sentinel answers', async () => {
    const t = await createTestApp();
    try {
      await storeSentinels(t);
      const dump = pgDump(t.database.url ?? '');
      expect(dump.status, dump.stderr).toBe(0);
      expect(dump.stdout).toContain(CONTROL);
      for (const sentinel of sentinelStrings) expect(dump.stdout).not.toContain(sentinel);
    } finally {
      await t.close();
    }
  });
});
