import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, PgBoss } from 'pg-boss';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { runId } from './test-run-id.ts';

/**
 * Integration tests run on both databases the product supports: PGlite (always) and PostgreSQL
 * (when TEST_DATABASE_URL is set; `.ci/run` sets it). Each test gets a fresh database copied from
 * a template that holds the real migrations and pg-boss's schema, so no test sees another's rows.
 */
export const testDatabaseKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * Where the PGlite project's global setup leaves the migrated template for every test file.
 * Building it (migrations plus pg-boss's schema) costs several seconds of CPU, and each test file
 * runs in a fresh module registry, so without the file every file paid it again (decision 034).
 * One per run, as the PostgreSQL template below: a second run must not rewrite it mid-read.
 */
const PGLITE_TEMPLATE_FILE = join(
  tmpdir(),
  `hireloop-pglite-template-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}-${process.env.TEST_RUN_ID ?? 'alone'}.tar`,
);

/** vitest global setup of the PGlite project: builds the template once; the teardown removes it. */
export async function preparePgliteTemplateFile(): Promise<() => Promise<void>> {
  const template = await buildPgliteTemplate();
  await writeFile(PGLITE_TEMPLATE_FILE, Buffer.from(await template.arrayBuffer()));
  return () => rm(PGLITE_TEMPLATE_FILE, { force: true });
}

async function loadPgliteTemplate(): Promise<Blob> {
  // A run started without the global setup (a script, a debugger) builds its own.
  if (!existsSync(PGLITE_TEMPLATE_FILE)) return buildPgliteTemplate();
  return new Blob([await readFile(PGLITE_TEMPLATE_FILE)]);
}

async function buildPgliteTemplate(): Promise<Blob> {
  const handle = await openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(handle);
  const boss = new PgBoss({
    backend: 'pglite',
    db: fromPglite(handle.pglite as PGlite),
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
  const dump = await (handle.pglite as PGlite).dumpDataDir('none');
  await handle.close();
  return dump;
}

/**
 * One template per run of the suite, named by the checkout and the run (`TEST_RUN_ID`, which
 * vitest.config.ts sets once for the main process and its workers): two runs on one server, from
 * two worktrees or from one, never drop each other's. Each test's database carries the same
 * marks, so a run's teardown drops exactly its own, and those of runs of this checkout that ended
 * hours ago (a crashed run's leftovers).
 */
const CHECKOUT = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8);
const RUN = process.env.TEST_RUN_ID ?? runId();
const TEMPLATE_DB = `hireloop_test_template_${CHECKOUT}_${RUN}`;
const TEST_DB_PREFIX = `hireloop_test_${CHECKOUT}_${RUN}_`;
/** No run of the suite lasts this long: another run's databases older than this are leftovers. */
const LEFTOVER_AFTER_MS = 6 * 60 * 60 * 1000;

/** Whether a database of this checkout belongs to a run that ended long ago (or to no run). */
export function isLeftover(name: string, now = Date.now(), checkout = CHECKOUT): boolean {
  const run = name.match(
    new RegExp(`^hireloop_test_(?:template_)?${checkout}_([0-9a-z]+?)[0-9a-f]{2}(?:_|$)`),
  );
  const started = run ? Number.parseInt(run[1] ?? '', 36) : Number.NaN;
  return !(started > now - LEFTOVER_AFTER_MS && started <= now);
}
const newTestDatabaseName = () => `${TEST_DB_PREFIX}${randomBytes(6).toString('hex')}`;

function adminUrl(database = 'postgres'): string {
  const url = new URL(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  url.pathname = `/${database}`;
  return url.toString();
}

/** Called once per run by vitest's global setup for the PostgreSQL project. */
export async function preparePostgresTemplate(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: 'postgres', url: adminUrl(TEMPLATE_DB), poolSize: 2 });
  await migrateDatabase(handle);
  const boss = new PgBoss({
    connectionString: adminUrl(TEMPLATE_DB),
    supervise: false,
    schedule: false,
    max: 2,
  });
  await boss.start();
  await boss.stop({ graceful: false });
  await handle.close();
}

/**
 * Called once at the end of the PostgreSQL run (vitest's global teardown): drops this run's
 * template and test databases, and the leftovers of this checkout's runs that ended long ago.
 */
export async function dropPostgresTestDatabases(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database
        where starts_with(datname, $1) or starts_with(datname, $2)`,
      [`hireloop_test_${CHECKOUT}_`, `hireloop_test_template_${CHECKOUT}`],
    );
    const names = rows.map((row) => row.datname);
    const ours = names.filter((name) => name.startsWith(TEST_DB_PREFIX) || name === TEMPLATE_DB);
    for (const name of [...ours, ...names.filter((name) => isLeftover(name)), TEMPLATE_DB]) {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/** An empty PostgreSQL database (no migrations), named like the test databases, for restores. */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = newTestDatabaseName();
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: adminUrl(name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    pgliteTemplate ??= loadPgliteTemplate();
    // On disk, not in memory: PGlite's in-memory files grow by copying, which cost a large
    // write (the demo corpus) about 40 % more CPU than the same writes to a directory (decision 072).
    const dataDir = await mkdtemp(join(tmpdir(), 'hireloop-test-pglite-'));
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir,
      loadDataDir: await pgliteTemplate,
    });
    return {
      handle,
      async drop() {
        await handle.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = newTestDatabaseName();
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: adminUrl(name), poolSize: 5 });
  return {
    handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
