import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * What an ingestion run does after a bulk change, so searches stay fast: moves the text index's
 * pending entries into the index proper (a search reads the pending list row by row), and gives the
 * planner fresh statistics (without them it prefers the closed_at index to the text index and
 * searches slow down tenfold; PGlite has no autovacuum to do either).
 */
export async function settleCatalogue(db: Executor): Promise<void> {
  await db.execute(sql`select gin_clean_pending_list('jobs_search_vector_idx'::regclass)`);
  await db.execute(sql`analyze jobs`);
}
