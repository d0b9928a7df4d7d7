import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobSources, jobs } from '../../db/schema/index.ts';
import { type KnownJobs, type PreparedPosting, sourceKeyOf } from './dedupe-postings.ts';

/** Companies with more open jobs than this are compared against their most recent ones only. */
const maxCompanyCandidates = 5000;

/** The stored jobs a batch of postings could be duplicates of, for dedupePostings. */
export async function loadKnownJobs(db: Executor, postings: PreparedPosting[]): Promise<KnownJobs> {
  const bySourceKey = new Map<string, string>();
  const pairs = new Map<string, { source: string; tenant: string; ids: string[] }>();
  for (const posting of postings) {
    const pair = JSON.stringify([posting.source, posting.tenant]);
    const entry = pairs.get(pair) ?? { source: posting.source, tenant: posting.tenant, ids: [] };
    entry.ids.push(posting.sourceId);
    pairs.set(pair, entry);
  }
  for (const { source, tenant, ids } of pairs.values()) {
    const rows = await db
      .select({ sourceId: jobSources.sourceId, jobId: jobSources.jobId })
      .from(jobSources)
      .where(
        and(
          eq(jobSources.source, source),
          eq(jobSources.tenant, tenant),
          inArray(jobSources.sourceId, ids),
        ),
      );
    for (const row of rows)
      bySourceKey.set(sourceKeyOf({ source, tenant, sourceId: row.sourceId }), row.jobId);
  }
  const unmatched = postings.filter((posting) => !bySourceKey.has(sourceKeyOf(posting)));
  const columns = {
    id: jobs.id,
    fingerprint: jobs.fingerprint,
    companyKey: jobs.companyKey,
    applyUrlKey: jobs.applyUrlKey,
    richness: jobs.richness,
    descriptionText: sql<string>`left(${jobs.descriptionText}, 4000)`,
  };
  const matchedIds = [...new Set(bySourceKey.values())];
  const known = matchedIds.length
    ? await db.select(columns).from(jobs).where(inArray(jobs.id, matchedIds))
    : [];
  if (unmatched.length) {
    const keyed = await db
      .select(columns)
      .from(jobs)
      .where(
        or(
          inArray(jobs.applyUrlKey, [...new Set(unmatched.map((p) => p.applyUrlKey))]),
          inArray(jobs.fingerprint, [...new Set(unmatched.map((p) => p.fingerprint))]),
        ),
      );
    const sameCompany = await db
      .select(columns)
      .from(jobs)
      .where(
        and(
          inArray(jobs.companyKey, [...new Set(unmatched.map((p) => p.companyKey))]),
          isNull(jobs.closedAt),
          sql`length(${jobs.descriptionText}) >= 300`,
        ),
      )
      .orderBy(sql`${jobs.lastSeenAt} desc`)
      .limit(maxCompanyCandidates);
    known.push(...keyed, ...sameCompany);
  }
  const unique = new Map(known.map((job) => [job.id, job]));
  return { bySourceKey, jobs: [...unique.values()] };
}
