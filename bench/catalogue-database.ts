import pg from 'pg';

const ADMIN_URL =
  process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Its own name: `npm run bench`'s load phase drops hireloop_bench whenever it finishes. */
const DATABASE = 'hireloop_bench_catalogue';

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database for the catalogue's PostgreSQL run. */
export function createCatalogueBenchDatabase(): Promise<{ url: string; serverVersion: string }> {
  return asAdmin(async (client) => {
    await client.query(`drop database if exists ${DATABASE} with (force)`);
    await client.query(`create database ${DATABASE}`);
    const version = await client.query<{ server_version: string }>('show server_version');
    const url = new URL(ADMIN_URL);
    url.pathname = `/${DATABASE}`;
    return { url: url.toString(), serverVersion: version.rows[0]?.server_version ?? 'unknown' };
  });
}

export async function dropCatalogueBenchDatabase(): Promise<void> {
  await asAdmin((client) => client.query(`drop database if exists ${DATABASE} with (force)`));
}
