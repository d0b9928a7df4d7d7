import type { Database } from '../../db/client.ts';
import { and, eq, inArray, sql } from '../../db/orm.ts';
import { ingestionRuns } from '../../db/schema/index.ts';

/**
 * Whether a demo load ran to its end. Demo jobs alone do not say so: a load cut short by a
 * shutdown leaves some, and the next start must finish it (dedupe makes the rerun idempotent).
 */
export async function hasLoadedDemoCorpus(db: Database): Promise<boolean> {
  const [run] = await db
    .select({ one: sql<number>`1` })
    .from(ingestionRuns)
    .where(
      and(
        eq(ingestionRuns.trigger, 'demo'),
        inArray(ingestionRuns.status, ['succeeded', 'partial']),
      ),
    )
    .limit(1);
  return run !== undefined;
}
