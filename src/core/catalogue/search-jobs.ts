import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import {
  JOBS_COUNT_CAP,
  type JobSearchQuery,
  type JobSearchResult,
} from '../../shared/schemas/jobs.ts';
import { jobFilterConditions } from './job-filters.ts';
import { jobSummaryColumns, toJobSummary } from './search-jobs-row.ts';

/**
 * The text query: `all` (the default) needs every word, with web-search syntax ("quoted
 * phrase", -word, or); `any` needs one word, so it turns plainto's AND into OR and relies on
 * ranking to put the jobs with most of the words first. Both use the GIN index on search_vector.
 */
function textQuery(q: string, match: JobSearchQuery['match']): SQL {
  return match === 'any'
    ? sql`replace(plainto_tsquery('english', ${q})::text, ' & ', ' | ')::tsquery`
    : sql`websearch_to_tsquery('english', ${q})`;
}

/** Full-text search plus the §5 filters over open jobs, one page at a time, all in SQL. */
export async function searchJobs(db: Database, query: JobSearchQuery): Promise<JobSearchResult> {
  const conditions = jobFilterConditions(query);
  const tsQuery = query.q === undefined ? undefined : textQuery(query.q, query.match);
  if (tsQuery) conditions.push(sql`${jobs.searchVector} @@ ${tsQuery}`);
  const where = and(...conditions);

  const newestFirst = [sql`${jobs.postedAt} desc nulls last`, desc(jobs.firstSeenAt), jobs.id];
  const byRelevance = tsQuery && query.sort !== 'date';
  const order = byRelevance
    ? [sql`ts_rank_cd(${jobs.searchVector}, ${tsQuery}) desc`, ...newestFirst]
    : newestFirst;

  const pageRows = db
    .select(jobSummaryColumns)
    .from(jobs)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // Counting stops past the cap, so a broad search never counts the whole catalogue.
  const matching = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(where)
    .limit(JOBS_COUNT_CAP + 1)
    .as('matching');
  const counted = db.select({ count: sql<number>`count(*)::int` }).from(matching);

  const [rows, [countRow]] = await Promise.all([pageRows, counted]);
  const count = countRow?.count ?? 0;
  return {
    items: rows.map(toJobSummary),
    page: query.page,
    pageSize: query.pageSize,
    total: Math.min(count, JOBS_COUNT_CAP),
    totalIsCapped: count > JOBS_COUNT_CAP,
  };
}
