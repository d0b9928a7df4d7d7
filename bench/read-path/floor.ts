import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { searchJobs } from '../../src/core/catalogue/search-jobs.ts';
import type { Database } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { jobSearchQuerySchema } from '../../src/shared/schemas/jobs.ts';
import { closedLoop, type LoopRun } from './closed-loop.ts';

export interface Statement {
  text: string;
  params: unknown[];
}

export type DriverTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** The app's own pool size (src/db/client.ts), so the floor has the connections the app has. */
const POOL_SIZE = 10;

/**
 * The statements searchJobs() sends for each query string, in order, recorded through a drizzle
 * logger on the same driver the app uses. Each distinct query string is recorded once.
 */
export async function recordStatements(
  target: DriverTarget,
  queries: readonly string[],
): Promise<Map<string, Statement[]>> {
  let current: Statement[] = [];
  const logger = {
    logQuery: (text: string, params: unknown[]) => current.push({ text, params }),
  };
  const pool = target.kind === 'postgres' ? new pg.Pool({ connectionString: target.url }) : null;
  const pglite =
    target.kind === 'pglite'
      ? new PGlite({ dataDir: target.dataDir, extensions: { pg_trgm } })
      : null;
  const db = (pool
    ? drizzlePostgres(pool, { schema, logger })
    : drizzlePglite(pglite as PGlite, { schema, logger })) as unknown as Database;
  const recorded = new Map<string, Statement[]>();
  try {
    for (const query of new Set(queries)) {
      current = [];
      await searchJobs(
        db,
        jobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
      );
      recorded.set(query, current);
    }
  } finally {
    await pool?.end();
    await pglite?.close();
  }
  return recorded;
}

/**
 * The floor: the same statements, one request's in the order searchJobs() sent them, straight
 * through the driver (a pg Pool of the app's size, or PGlite itself in this process), at the
 * same concurrency and over the same sequence of query strings as the API run.
 */
export async function measureFloor(
  target: DriverTarget,
  sequence: readonly string[],
  recorded: Map<string, Statement[]>,
  load: { concurrency: number; warmupSeconds: number; measuredSeconds: number },
): Promise<LoopRun> {
  const pool =
    target.kind === 'postgres'
      ? new pg.Pool({ connectionString: target.url, max: POOL_SIZE })
      : null;
  const pglite =
    target.kind === 'pglite'
      ? new PGlite({ dataDir: target.dataDir, extensions: { pg_trgm } })
      : null;
  const run = async (statement: Statement) => {
    if (pool) await pool.query(statement.text, statement.params);
    else await pglite?.query(statement.text, statement.params);
  };
  try {
    return await closedLoop(load.concurrency, load, async (position) => {
      const query = sequence[position % sequence.length] as string;
      for (const statement of recorded.get(query) ?? []) await run(statement);
    });
  } finally {
    await pool?.end();
    await pglite?.close();
  }
}
