import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL =
  process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_DATABASE = 'hireloop_bench';

/**
 * Each run's databases are named `<base>_<pid>_<random>`, so two runs (two checkouts, or two
 * parts side by side) never drop each other's, and each drops its own when done (decision 034).
 * Callers keep using the base name; this file maps it to the run's database.
 */
const RUN_SUFFIX = `${process.pid}_${randomBytes(3).toString('hex')}`;
const RUN_NAME = /^hireloop_bench\w*_(\d+)_[0-9a-f]{6}$/;
const runDatabase = (base: string) => `${base}_${RUN_SUFFIX}`;

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Databases of bench runs whose process is gone (killed before its cleanup ran). */
async function dropAbandoned(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where starts_with(datname, 'hireloop_bench')`,
  );
  for (const { datname } of rows) {
    const pid = Number(RUN_NAME.exec(datname)?.[1]);
    if (pid && pid !== process.pid && !processIsAlive(pid)) {
      await client.query(`drop database if exists ${datname} with (force)`);
    }
  }
}

/** A fresh, empty database for the PostgreSQL run; the app migrates it on start. */
export async function createBenchDatabase(
  base = DEFAULT_DATABASE,
): Promise<{ name: string; url: string; serverVersion: string }> {
  const name = runDatabase(base);
  return asAdmin(async (client) => {
    await dropAbandoned(client);
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    const version = await client.query<{ server_version: string }>('show server_version');
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return {
      name,
      url: url.toString(),
      serverVersion: version.rows[0]?.server_version ?? 'unknown',
    };
  });
}

export async function dropBenchDatabase(base = DEFAULT_DATABASE): Promise<void> {
  await asAdmin((client) =>
    client.query(`drop database if exists ${runDatabase(base)} with (force)`),
  );
}
