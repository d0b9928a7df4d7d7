import type { Database } from '../../../db/client.ts';
import { asc, eq } from '../../../db/orm.ts';
import { followedSources } from '../../../db/schema/index.ts';
import type { IngestionSource } from '../run-ingestion.ts';

export type FollowedSourceRow = typeof followedSources.$inferSelect;

export function listFollowedSources(db: Database): Promise<FollowedSourceRow[]> {
  return db
    .select()
    .from(followedSources)
    .orderBy(asc(followedSources.kind), asc(followedSources.key));
}

/** The enabled sources, in the shape a run takes. */
export async function enabledIngestionSources(db: Database): Promise<IngestionSource[]> {
  const rows = await db
    .select()
    .from(followedSources)
    .where(eq(followedSources.enabled, true))
    .orderBy(asc(followedSources.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as IngestionSource['kind'],
    key: row.key,
    industry: row.industry,
    ...(row.baseUrl ? { baseUrl: row.baseUrl } : {}),
  }));
}
