import pg from 'pg';

const ADMIN_URL =
  process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Each bench part drops only its own database, so parts run side by side do not collide. */
const DEFAULT_DATABASE = 'hireloop_bench';

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database for the PostgreSQL run; the app migrates it on start. */
export async function createBenchDatabase(
  name = DEFAULT_DATABASE,
): Promise<{ url: string; serverVersion: string }> {
  return asAdmin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    const version = await client.query<{ server_version: string }>('show server_version');
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return { url: url.toString(), serverVersion: version.rows[0]?.server_version ?? 'unknown' };
  });
}

export async function dropBenchDatabase(name = DEFAULT_DATABASE): Promise<void> {
  await asAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
}
