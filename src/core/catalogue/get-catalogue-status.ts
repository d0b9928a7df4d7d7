import type { Database } from '../../db/client.ts';
import { desc, eq, inArray, sql } from '../../db/orm.ts';
import { ingestionRuns, jobs } from '../../db/schema/index.ts';
import type { CatalogueStatus } from '../../shared/schemas/catalogue-status.ts';
import { demoCorpusSize } from '../demo-corpus/index.ts';

const finishedStatuses = ['succeeded', 'partial'] as const;
type RunRow = { status: string; created: number; updated: number };
const isFinished = (run: RunRow) => (finishedStatuses as readonly string[]).includes(run.status);
/** What a run has stored so far: its counters grow as it stores batches (run-ingestion.ts). */
const storedBy = (run: RunRow | undefined) => (run ? run.created + run.updated : 0);

const loading = (loadedPostings: number, expectedPostings: number): CatalogueStatus => {
  const percent = Math.min(99, Math.floor((100 * loadedPostings) / expectedPostings));
  return { state: 'loading', loadedPostings, expectedPostings, percent };
};
const ready = (loadedPostings: number, expectedPostings: number | null): CatalogueStatus => ({
  state: 'ready',
  loadedPostings,
  expectedPostings,
  percent: 100,
});

/**
 * Whether the catalogue is still filling, for the client's loading states (it polls every 2 s
 * while loading, so this reads only the small ingestion_runs table, never counts jobs). Loading
 * means the demo corpus's load is queued or running: demo mode is on, no demo load finished and
 * no real board fed the catalogue, as prepare-catalogue.ts decides. A demo load that failed is
 * not waited on: nothing more is coming until the next start queues it again.
 */
export async function getCatalogueStatus(
  db: Database,
  input: { demoCorpus: boolean; demoCorpusSize: number },
): Promise<CatalogueStatus> {
  if (input.demoCorpus) {
    const expected = demoCorpusSize(input.demoCorpusSize);
    // A finished demo run if there is one, else the newest demo run.
    const [demo] = await db
      .select({
        status: ingestionRuns.status,
        created: ingestionRuns.created,
        updated: ingestionRuns.updated,
      })
      .from(ingestionRuns)
      .where(eq(ingestionRuns.trigger, 'demo'))
      .orderBy(
        sql`${inArray(ingestionRuns.status, [...finishedStatuses])} desc`,
        desc(ingestionRuns.id),
      )
      .limit(1);
    if (demo && isFinished(demo)) return ready(storedBy(demo), expected);
    if (demo?.status === 'running') return loading(storedBy(demo), expected);
    if (!demo) {
      // Cheap: with no demo run yet, the jobs table holds real jobs or nothing.
      const [realJob] = await db
        .select({ one: sql<number>`1` })
        .from(jobs)
        .where(eq(jobs.isDemo, false))
        .limit(1);
      if (!realJob) return loading(0, expected);
    }
  }
  const [last] = await db
    .select({
      status: ingestionRuns.status,
      created: ingestionRuns.created,
      updated: ingestionRuns.updated,
    })
    .from(ingestionRuns)
    .where(inArray(ingestionRuns.status, [...finishedStatuses]))
    .orderBy(desc(ingestionRuns.id))
    .limit(1);
  return ready(storedBy(last), null);
}
