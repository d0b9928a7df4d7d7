import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobSources, jobs } from '../../db/schema/index.ts';
import { type KnownJobs, type PreparedPosting, sourceKeyOf } from './dedupe-postings.ts';
import { sketchBuckets } from './description-sketch.ts';

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
    descriptionBuckets: jobs.descriptionBuckets,
    descriptionText: sql<string>`left(${jobs.descriptionText}, 4000)`,
  };
  const matchedIds = [...new Set(bySourceKey.values())];
  // Postings matched by source id need no similarity check: skip their descriptions.
  const known = matchedIds.length
    ? await db
        .select({ ...columns, descriptionText: sql<string>`''` })
        .from(jobs)
        .where(inArray(jobs.id, matchedIds))
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
    const buckets = [...new Set(unmatched.flatMap((p) => sketchBuckets(p.descriptionSketch)))];
    // Only jobs sharing a MinHash bucket with the batch can pass the similarity rule.
    const sameCompany = buckets.length
      ? await db
          .select(columns)
          .from(jobs)
          .where(
            and(
              inArray(jobs.companyKey, [...new Set(unmatched.map((p) => p.companyKey))]),
              isNull(jobs.closedAt),
              // Our own 32-bit integers, never user input: inlined as an array literal.
              sql`${jobs.descriptionBuckets} && ${sql.raw(`ARRAY[${buckets.map((b) => Math.trunc(b)).join(',')}]::integer[]`)}`,
            ),
          )
          .orderBy(sql`${jobs.lastSeenAt} desc`)
          .limit(maxCompanyCandidates)
      : [];
    known.push(...keyed, ...sameCompany);
  }
  const unique = new Map(known.map((job) => [job.id, job]));
  return { bySourceKey, jobs: [...unique.values()] };
}
