import type { Database } from '../../db/client.ts';
import { asc, eq } from '../../db/orm.ts';
import { jobSources, jobs } from '../../db/schema/index.ts';
import type { JobDetail } from '../../shared/schemas/jobs.ts';
import { AppError } from '../app-error.ts';
import { jobSummaryColumns, toJobSummary } from './search-jobs-row.ts';
import { servedLink } from './served-link.ts';

/**
 * One job with everything the detail view shows, closed jobs included (a saved link still
 * opens and says the job is closed). The description was sanitized at ingestion; links are
 * served only when they are http(s) and not a demo posting's.
 */
export async function getJob(db: Database, input: { id: string }): Promise<JobDetail> {
  const [row] = await db
    .select({
      ...jobSummaryColumns,
      descriptionHtml: jobs.descriptionHtml,
      occupationSoc: jobs.occupationSoc,
      skills: jobs.skills,
      software: jobs.software,
      certifications: jobs.certifications,
      willingToRelocate: jobs.willingToRelocate,
      links: jobs.links,
      applyUrl: jobs.applyUrl,
      closedAt: jobs.closedAt,
    })
    .from(jobs)
    .where(eq(jobs.id, input.id));
  if (!row) throw new AppError('NOT_FOUND', 'That job is not in the catalogue.');
  const sources = await db
    .select({
      source: jobSources.source,
      applyUrl: jobSources.applyUrl,
      attributionUrl: jobSources.attributionUrl,
    })
    .from(jobSources)
    .where(eq(jobSources.jobId, input.id))
    .orderBy(asc(jobSources.firstSeenAt), asc(jobSources.source));
  return {
    ...toJobSummary(row),
    descriptionHtml: row.descriptionHtml,
    occupationSoc: row.occupationSoc,
    skills: row.skills,
    software: row.software,
    certifications: row.certifications,
    willingToRelocate: row.willingToRelocate,
    links: row.links,
    applyUrl: servedLink(row, row.applyUrl),
    sources: sources.map((source) => ({
      source: source.source,
      applyUrl: servedLink(row, source.applyUrl),
      attributionUrl: servedLink(row, source.attributionUrl),
    })),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
  };
}
