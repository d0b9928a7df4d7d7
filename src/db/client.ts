import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { FairPGlite } from './fair-pglite.ts';
import type { PgDatabase, PgQueryResultHKT } from './pg-core.ts';

/** The search filters' trigram indexes need it (migration 0018); PostgreSQL ships it as contrib. */
const extensions = { pg_trgm };

import { retryDroppedReads } from './retry-dropped-reads.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers give this type, so core code never knows which database it runs on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  /** `loadDataDir` fills a new data directory from a dump (tests copy a migrated template). */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob }
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** A connection pool's state; "exhausted" is every connection busy and callers waiting. */
export interface PoolFigures {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  /** The pool's state on PostgreSQL; null on PGlite, which is one connection in this process. */
  poolFigures(): PoolFigures | null;
  kind: 'pglite' | 'postgres';
  /** Present on the embedded database: pg-boss talks to it through its PGlite adapter. */
  pglite: PGlite | undefined;
  /** Present on PostgreSQL: pg-boss opens its own pool from this URL. */
  url: string | undefined;
  close(): Promise<void>;
}

const textOid = 25;

/**
 * A text parameter given as bytes goes to PGlite as they are, in binary format, as node-postgres
 * sends a Buffer: PGlite would otherwise turn a bulk insert's megabyte of JSON into a string and
 * measure and encode it again in JavaScript (about a third of that insert's time).
 */
const bytesAsText = {
  [textOid]: (value: unknown) => (value instanceof Uint8Array ? value : String(value)),
} as unknown as Record<number, (value: unknown) => string>;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const max = target.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: target.url, max });
    // A dropped connection (server restart, pg_terminate_backend) must not crash the process.
    pool.on('error', () => {});
    retryDroppedReads(pool);
    await pool.query('select 1');
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      poolFigures: () => ({
        max,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      kind: 'postgres',
      pglite: undefined,
      url: target.url,
      close: () => pool.end(),
    };
  }
  let pglite: PGlite;
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    pglite = new FairPGlite({
      dataDir: target.dataDir,
      serializers: bytesAsText,
      extensions,
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
  } else {
    pglite = new FairPGlite({
      serializers: bytesAsText,
      extensions,
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
  }
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    poolFigures: () => null,
    kind: 'pglite',
    pglite,
    url: undefined,
    close: () => pglite.close(),
  };
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or an open transaction: operations that compose into larger transactions take this. */
export type Executor = Database | Transaction;
