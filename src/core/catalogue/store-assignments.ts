import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobSources, jobs } from '../../db/schema/index.ts';
import { type Assignment, sourceKeyOf } from './dedupe-postings.ts';

type JobInsert = typeof jobs.$inferInsert;

/** Rows per INSERT: ~40 parameters a row stays well under PostgreSQL's 65,535-parameter limit. */
const rowsPerStatement = 500;

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
    isDemo: p.isDemo,
  };
}

const columns = getTableColumns(jobs);
/** A richer duplicate replaces every field but identity, fingerprint and first sighting. */
const keptOnUpdate = new Set(['id', 'fingerprint', 'firstSeenAt', 'searchVector']);
const updateSet = Object.fromEntries(
  Object.entries(columns)
    .filter(([key]) => !keptOnUpdate.has(key))
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
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
    await db
      .insert(jobs)
      .values(batch.map((assignment) => jobRowOf(assignment, seenAt)))
      .onConflictDoUpdate({ target: jobs.id, set: updateSet });
  }
  for (const batch of chunks([...touched])) {
    await db
      .update(jobs)
      .set({ lastSeenAt: seenAt, closedAt: null })
      .where(inArray(jobs.id, batch));
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
    await db
      .insert(jobSources)
      .values(batch)
      .onConflictDoUpdate({
        target: [jobSources.source, jobSources.tenant, jobSources.sourceId],
        set: {
          jobId: sql.raw('excluded."job_id"'),
          applyUrl: sql.raw('excluded."apply_url"'),
          attributionUrl: sql.raw('excluded."attribution_url"'),
          lastSeenAt: sql.raw('excluded."last_seen_at"'),
          closedAt: null,
        },
      });
  }
  const created = new Set(assignments.filter((a) => a.isNewJob).map((a) => a.jobId)).size;
  const updated = new Set(assignments.filter((a) => !a.isNewJob).map((a) => a.jobId)).size;
  return { created, updated };
}
