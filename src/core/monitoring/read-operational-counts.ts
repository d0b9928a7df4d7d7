import type { Database } from '../../db/client.ts';
import { count, max, sql } from '../../db/orm.ts';
import { ingestionRuns, matchRuns } from '../../db/schema/index.ts';
import { type JobName, jobNames } from '../jobs/job-definitions.ts';

/** pg-boss's job states, in its own order (its `job_state` enum). */
export const jobStates = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
export type JobState = (typeof jobStates)[number];

export interface OperationalCounts {
  /** Every declared queue × every state, zero when the table has none. */
  jobs: { queue: JobName; state: JobState; count: number }[];
  ingestionRuns: { status: string; count: number }[];
  matchRuns: { status: string; count: number }[];
  /** When the last catalogue load that did not fail ended (null: none yet). */
  lastIngestionSucceededAt: Date | null;
}

/** One row per status the column allows, so a status that has not happened yet reads 0. */
function everyStatus(statuses: readonly string[], rows: { status: string; count: number }[]) {
  return statuses.map((status) => ({
    status,
    count: Number(rows.find((row) => row.status === status)?.count ?? 0),
  }));
}

/**
 * What /metrics reports about work done in the background, read from the database at scrape
 * time, so one scrape of any process sees the work of every process (decision 034). The job
 * counts are pg-boss's own table: finished jobs stay in it for its retention period, so they are
 * a recent count, not a total since the start.
 */
export async function readOperationalCounts(db: Database): Promise<OperationalCounts> {
  const [jobRows, ingestion, lastIngestion, matching] = await Promise.all([
    db.execute(
      sql`select name, state::text as state, count(*)::int as count from pgboss.job group by 1, 2`,
    ),
    db
      .select({ status: ingestionRuns.status, count: count() })
      .from(ingestionRuns)
      .groupBy(ingestionRuns.status),
    db
      .select({ at: max(ingestionRuns.finishedAt) })
      .from(ingestionRuns)
      .where(sql`${ingestionRuns.status} in ('succeeded', 'partial')`),
    db
      .select({ status: matchRuns.status, count: count() })
      .from(matchRuns)
      .groupBy(matchRuns.status),
  ]);
  const counted = new Map<string, number>();
  for (const row of (
    jobRows as unknown as { rows: { name: string; state: string; count: number }[] }
  ).rows) {
    counted.set(`${row.name}\u0000${row.state}`, Number(row.count));
  }
  const at = lastIngestion[0]?.at;
  return {
    jobs: jobNames.flatMap((queue) =>
      jobStates.map((state) => ({
        queue,
        state,
        count: counted.get(`${queue}\u0000${state}`) ?? 0,
      })),
    ),
    ingestionRuns: everyStatus(ingestionRuns.status.enumValues, ingestion),
    matchRuns: everyStatus(matchRuns.status.enumValues, matching),
    lastIngestionSucceededAt: at ? new Date(at) : null,
  };
}
