import type { Database } from '../../../db/client.ts';
import { asc, desc, inArray } from '../../../db/orm.ts';
import { ingestionRunSources, ingestionRuns } from '../../../db/schema/index.ts';

export type IngestionRunRow = typeof ingestionRuns.$inferSelect & {
  sources: (typeof ingestionRunSources.$inferSelect)[];
};

/** The latest runs, newest first, each with its per-source counts, errors and durations. */
export async function listIngestionRuns(
  db: Database,
  input: { limit: number },
): Promise<IngestionRunRow[]> {
  const runs = await db
    .select()
    .from(ingestionRuns)
    .orderBy(desc(ingestionRuns.id))
    .limit(input.limit);
  if (runs.length === 0) return [];
  const sources = await db
    .select()
    .from(ingestionRunSources)
    .where(
      inArray(
        ingestionRunSources.runId,
        runs.map((run) => run.id),
      ),
    )
    .orderBy(asc(ingestionRunSources.id));
  return runs.map((run) => ({
    ...run,
    sources: sources.filter((source) => source.runId === run.id),
  }));
}
