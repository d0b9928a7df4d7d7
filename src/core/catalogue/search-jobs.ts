import { and, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import {
  JOBS_COUNT_CAP,
  type JobSearchQuery,
  type JobSearchResult,
} from '../../shared/schemas/jobs.ts';
import { jobFilterConditions } from './job-filters.ts';
import { jobSummaryColumns, toJobSummary } from './search-jobs-row.ts';
import { jobSearchQuery } from './text-search.ts';

/**
 * The text query: `all` (the default) needs every word, with web-search syntax ("quoted
 * phrase", -word, or); `any` needs one word, so it turns plainto's AND into OR and relies on
 * ranking to put the jobs with most of the words first. Both use the GIN index on search_vector.
 */
function textQuery(q: string, match: JobSearchQuery['match']): SQL {
  return sql`${jobSearchQuery(q, match)}::tsquery`;
}

/**
 * Relevance order ranks the newest RANKED_CANDIDATES matches only. Ranking reads each row's
 * whole search vector (often TOASTed), so ranking every match of a common word costs time in
 * proportion to the catalogue; picking the newest matches first only reads the rows' dates.
 * Relevance browsing therefore ends after that many results (the count says "1,000+").
 */
const RANKED_CANDIDATES = JOBS_COUNT_CAP;

function rankedPage(
  db: Database,
  where: SQL | undefined,
  tsQuery: SQL,
  newestFirst: SQL[],
  limit: number,
  offset: number,
) {
  // Deliberately not the posted_at index's order: walking that index would test (and so
  // de-TOAST) every row's vector until 1,000 match, while the GIN bitmap finds the matches
  // without reading their vectors; sorting their dates is then the cheaper part.
  const candidates = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(sql`${jobs.postedAt} desc nulls last`, desc(jobs.firstSeenAt), jobs.id)
    .limit(RANKED_CANDIDATES);
  return db
    .select(jobSummaryColumns)
    .from(jobs)
    .where(inArray(jobs.id, candidates))
    .orderBy(sql`ts_rank_cd(${jobs.searchVector}, ${tsQuery}) desc`, ...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** Full-text search plus the §5 filters over open jobs, one page at a time, all in SQL. */
export async function searchJobs(db: Database, query: JobSearchQuery): Promise<JobSearchResult> {
  const conditions = jobFilterConditions(query);
  const tsQuery = query.q === undefined ? undefined : textQuery(query.q, query.match);
  if (tsQuery) conditions.push(sql`${jobs.searchVector} @@ ${tsQuery}`);
  const where = and(...conditions);

  // `posted_at desc` (nulls first, PostgreSQL's default) is the posted_at btree read backwards,
  // so "newest first" walks the index and stops after a page instead of sorting every match.
  const newestFirst = [desc(jobs.postedAt), desc(jobs.firstSeenAt), sql`${jobs.id}`];
  const offset = (query.page - 1) * query.pageSize;
  const pageRows =
    tsQuery && query.sort !== 'date'
      ? rankedPage(db, where, tsQuery, newestFirst, query.pageSize, offset)
      : db
          .select(jobSummaryColumns)
          .from(jobs)
          .where(where)
          .orderBy(...newestFirst)
          .limit(query.pageSize)
          .offset(offset);
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
