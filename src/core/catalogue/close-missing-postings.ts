import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobSources, jobs } from '../../db/schema/index.ts';

/**
 * After a source was read in full: its postings not seen in this pass are gone from it. A job
 * closes when none of its sources still lists it. Returns how many jobs closed.
 */
export async function closeMissingPostings(
  db: Executor,
  input: { source: string; tenants: string[]; seenBefore: Date; closedAt: Date },
): Promise<number> {
  if (input.tenants.length === 0) return 0;
  const gone = await db
    .update(jobSources)
    .set({ closedAt: input.closedAt })
    .where(
      and(
        eq(jobSources.source, input.source),
        inArray(jobSources.tenant, input.tenants),
        lt(jobSources.lastSeenAt, input.seenBefore),
        isNull(jobSources.closedAt),
      ),
    )
    .returning({ jobId: jobSources.jobId });
  const jobIds = [...new Set(gone.map((row) => row.jobId))];
  if (jobIds.length === 0) return 0;
  const closed = await db
    .update(jobs)
    .set({ closedAt: input.closedAt })
    .where(
      and(
        inArray(jobs.id, jobIds),
        isNull(jobs.closedAt),
        sql`not exists (select 1 from ${jobSources} where ${jobSources.jobId} = ${jobs.id} and ${jobSources.closedAt} is null)`,
      ),
    )
    .returning({ id: jobs.id });
  return closed.length;
}
