import { and, getTableColumns, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobSources, jobs } from '../../db/schema/index.ts';
import { type Assignment, sourceKeyOf } from './dedupe-postings.ts';
import { insertJsonRows } from './insert-json-rows.ts';

type JobInsert = typeof jobs.$inferInsert;

/** Rows per statement: big enough to amortize a round trip, small enough for a modest JSON text. */
const rowsPerStatement = 1000;
const lastSeenGranularityMs = 24 * 60 * 60 * 1000;

function jobRowOf(assignment: Assignment, seenAt: Date): JobInsert {
  const p = assignment.posting;
  return {
    id: assignment.jobId,
    fingerprint: assignment.fingerprint,
    title: p.title,
    company: p.company,
    companyKey: p.companyKey,
    descriptionHtml: p.descriptionHtml,
    descriptionText: p.descriptionText,
    locations: p.locations,
    locationText: p.locationText,
    workplace: p.workplace,
    employmentType: p.employmentType,
    salaryMin: p.salary?.min ?? null,
    salaryMax: p.salary?.max ?? null,
    salaryCurrency: p.salary?.currency ?? null,
    salaryPeriod: p.salary?.period ?? null,
    salaryAnnualUsdMin: p.salary?.annualUsdMin ?? null,
    salaryAnnualUsdMax: p.salary?.annualUsdMax ?? null,
    salaryText: p.salaryText,
    industry: p.industry,
    occupationSoc: p.occupationSoc,
    skills: p.skills,
    skillsText: p.skills.join(' '),
    software: p.software,
    softwareTools: p.softwareTools,
    certifications: p.certifications,
    willingToRelocate: p.willingToRelocate,
    links: p.links,
    postedAt: p.postedAt,
    firstSeenAt: seenAt,
    lastSeenAt: seenAt,
    closedAt: null,
    applyUrl: p.applyUrl,
    applyUrlKey: p.applyUrlKey,
    atsKind: p.atsKind,
    atsIds: p.atsIds,
    richness: p.richness,
    descriptionBuckets: assignment.descriptionBuckets,
    isDemo: p.isDemo,
    searchVector: p.searchVector,
  };
}

const columns = getTableColumns(jobs);
/** A richer duplicate replaces every field but identity, fingerprint and first sighting. */
const keptOnUpdate = new Set(['id', 'fingerprint', 'firstSeenAt']);
const updateSet = sql.raw(
  Object.entries(columns)
    .filter(([key]) => !keptOnUpdate.has(key))
    .map(([, column]) => `"${column.name}" = excluded."${column.name}"`)
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
  for (const batch of chunks([...winners.values()])) {
    await insertJsonRows(
      db,
      jobs,
      batch.map((assignment) => jobRowOf(assignment, seenAt)),
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
