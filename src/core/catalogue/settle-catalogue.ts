import type { Database } from '../../db/client.ts';
import { sql } from '../../db/orm.ts';

/**
 * What an ingestion run does after a bulk change, so searches stay fast and the tables small:
 * VACUUM moves the text index's pending entries into the index proper (a search reads the
 * pending list row by row), reclaims rows that later sightings rewrote, and marks pages
 * all-visible (bitmap scans that only count skip them); ANALYZE gives the planner fresh
 * statistics (without them it prefers the closed_at index to the text index and searches slow
 * down tenfold). PGlite has no autovacuum to do any of it. Not in a transaction: VACUUM
 * refuses to run inside one.
 */
export async function settleCatalogue(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze) jobs, job_sources`);
}
