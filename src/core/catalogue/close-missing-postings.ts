import type { Executor } from '../../db/client.ts';
import { and, eq, inArray, isNull, lt, sql } from '../../db/orm.ts';
import { jobSources, jobs } from '../../db/schema/index.ts';

const idsPerStatement = 10_000;

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
  let closed = 0;
  // In slices: a vanished board can take more ids than one statement may bind.
  for (let start = 0; start < jobIds.length; start += idsPerStatement) {
    const rows = await db
      .update(jobs)
      .set({ closedAt: input.closedAt })
      .where(
        and(
          inArray(jobs.id, jobIds.slice(start, start + idsPerStatement)),
          isNull(jobs.closedAt),
          sql`not exists (select 1 from ${jobSources} where ${jobSources.jobId} = ${jobs.id} and ${jobSources.closedAt} is null)`,
        ),
      )
      .returning({ id: jobs.id });
    closed += rows.length;
  }
  return closed;
}
