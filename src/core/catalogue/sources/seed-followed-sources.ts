import type { Database } from '../../../db/client.ts';
import { sql } from '../../../db/orm.ts';
import { followedSources } from '../../../db/schema/index.ts';
import { starterSources } from './starter-sources.ts';

/**
 * Lists the starter boards once (a re-run adds only new ones). `enabled` is false where the
 * process has no network (the embedded default), so the list is visible but nothing is fetched.
 */
export async function seedFollowedSources(
  db: Database,
  input: { enabled: boolean },
): Promise<number> {
  const inserted = await db
    .insert(followedSources)
    .values(starterSources.map((source) => ({ ...source, enabled: input.enabled })))
    .onConflictDoNothing()
    .returning({ id: followedSources.id });
  return inserted.length;
}

export async function countFollowedSources(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(followedSources);
  return row?.count ?? 0;
}
