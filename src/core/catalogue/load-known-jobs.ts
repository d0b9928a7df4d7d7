import type { Executor } from '../../db/client.ts';
import { and, isNull, or, sql } from '../../db/orm.ts';
import { jobSources, jobs } from '../../db/schema/index.ts';
import { type KnownJobs, type PreparedPosting, sourceKeyOf } from './dedupe-postings.ts';
import { sketchBuckets } from './description-sketch.ts';
import { textList } from './text-list.ts';

/** Companies with more open jobs than this are compared against their most recent ones only. */
const maxCompanyCandidates = 5000;

interface ListedSource {
  source: string;
  tenant: string;
  source_id: string;
  job_id: string | null;
}

/** The stored jobs a batch of postings could be duplicates of, for dedupePostings. */
export async function loadKnownJobs(db: Executor, postings: PreparedPosting[]): Promise<KnownJobs> {
  const bySourceKey = new Map<string, string>();
  // One lookup for the whole batch, whatever mix of sources and tenants it holds: a primary-key
  // probe per posting. (A join let the planner hash the whole table once per batch.)
  const keys = JSON.stringify(
    postings.map((p) => ({ source: p.source, tenant: p.tenant, source_id: p.sourceId })),
  );
  const listed = await db.execute(
    sql`select k.source, k.tenant, k.source_id, (
        select s.job_id from ${jobSources} s
        where s.source = k.source and s.tenant = k.tenant and s.source_id = k.source_id
      ) as job_id
      from jsonb_to_recordset(${keys}::jsonb) as k(source text, tenant text, source_id text)`,
  );
  for (const row of (listed as unknown as { rows: ListedSource[] }).rows) {
    if (row.job_id === null) continue;
    bySourceKey.set(
      sourceKeyOf({ source: row.source, tenant: row.tenant, sourceId: row.source_id }),
      row.job_id,
    );
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
        .where(sql`${jobs.id} = any(${textList(matchedIds)})`)
    : [];
  if (unmatched.length) {
    const keyed = await db
      .select(columns)
      .from(jobs)
      .where(
        or(
          sql`${jobs.applyUrlKey} = any(${textList(unmatched.map((p) => p.applyUrlKey))})`,
          sql`${jobs.fingerprint} = any(${textList(unmatched.map((p) => p.fingerprint))})`,
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
              sql`${jobs.companyKey} = any(${textList(unmatched.map((p) => p.companyKey))})`,
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
