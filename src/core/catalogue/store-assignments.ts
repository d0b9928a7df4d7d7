import type { Executor } from '../../db/client.ts';
import { and, getTableColumns, inArray, isNotNull, lt, or, sql } from '../../db/orm.ts';
import { jobSources, jobs } from '../../db/schema/index.ts';
import { DAY_MS } from '../../shared/time.ts';
import { type Assignment, sourceKeyOf } from './dedupe-postings.ts';
import { insertJsonRows, insertJsonText } from './insert-json-rows.ts';
import { jobRowJson } from './job-row-json.ts';

/** Rows per statement: big enough to amortize a round trip, small enough for a modest JSON text. */
const rowsPerStatement = 1000;
const lastSeenGranularityMs = DAY_MS;

const jobColumns = Object.values(getTableColumns(jobs)).map((column) => column.name);
/** A richer duplicate replaces every field but identity, fingerprint and first sighting. */
const keptOnUpdate = new Set(['id', 'fingerprint', 'first_seen_at']);
const updateSet = sql.raw(
  jobColumns
    .filter((name) => !keptOnUpdate.has(name))
    .map((name) => `"${name}" = excluded."${name}"`)
    .join(', '),
);

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += rowsPerStatement) {
    result.push(items.slice(start, start + rowsPerStatement));
  }
  return result;
}

export interface StoreCounts {
  created: number;
  updated: number;
}

/** Writes one deduplicated batch: winning records into jobs, every posting into job_sources. */
export async function storeAssignments(
  db: Executor,
  assignments: Assignment[],
  seenAt: Date,
): Promise<StoreCounts> {
  // Per job, the last winning posting of the batch is the richest.
  const winners = new Map<string, Assignment>();
  const touched = new Set<string>();
  for (const assignment of assignments) {
    if (assignment.wins) winners.set(assignment.jobId, assignment);
    else touched.add(assignment.jobId);
  }
  for (const id of winners.keys()) touched.delete(id);
  const seenAtJson = seenAt.toISOString();
  for (const batch of chunks([...winners.values()])) {
    await insertJsonText(
      db,
      jobs,
      jobColumns,
      batch.map((assignment) => jobRowJson(assignment, seenAtJson)),
      sql`on conflict ("id") do update set ${updateSet}`,
    );
  }
  // Rewriting a row rewrites its indexed columns, so a job merely seen again is written only to
  // reopen it or when its last sighting is older than a day: job_sources keeps the exact times.
  const stale = new Date(seenAt.getTime() - lastSeenGranularityMs);
  for (const batch of chunks([...touched])) {
    await db
      .update(jobs)
      .set({ lastSeenAt: seenAt, closedAt: null })
      .where(
        and(inArray(jobs.id, batch), or(isNotNull(jobs.closedAt), lt(jobs.lastSeenAt, stale))),
      );
  }
  const sources = new Map(
    assignments.map((a) => [
      sourceKeyOf(a.posting),
      {
        jobId: a.jobId,
        source: a.posting.source,
        tenant: a.posting.tenant,
        sourceId: a.posting.sourceId,
        applyUrl: a.posting.applyUrl,
        attributionUrl: a.posting.attributionUrl,
        firstSeenAt: seenAt,
        lastSeenAt: seenAt,
        closedAt: null,
      },
    ]),
  );
  for (const batch of chunks([...sources.values()])) {
    await insertJsonRows(
      db,
      jobSources,
      batch,
      sql`on conflict ("source", "tenant", "source_id") do update set "job_id" = excluded."job_id", "apply_url" = excluded."apply_url", "attribution_url" = excluded."attribution_url", "last_seen_at" = excluded."last_seen_at", "closed_at" = null`,
    );
  }
  const created = new Set(assignments.filter((a) => a.isNewJob).map((a) => a.jobId)).size;
  const updated = new Set(assignments.filter((a) => !a.isNewJob).map((a) => a.jobId)).size;
  return { created, updated };
}
