import { and, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import {
  JOBS_COUNT_CAP,
  type JobSearchQuery,
  type JobSearchResult,
} from '../../shared/schemas/jobs.ts';
import { jobFilterConditions } from './job-filters.ts';
import { newestMatchIds, newestMatchOrder } from './newest-match-ids.ts';
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

/**
 * Relevance order ranks the newest RANKED_CANDIDATES matches only. Ranking reads each row's
 * whole search vector, so ranking every match of a common word costs time in proportion to
 * the catalogue; picking the newest matches first (newest-match-ids.ts) reads about that many
 * rows. Relevance browsing therefore ends after that many results (the count says "1,000+").
 */
const RANKED_CANDIDATES = JOBS_COUNT_CAP;

/** How many jobs match, counted no further than one past the cap. */
async function countMatches(db: Database, where: SQL | undefined): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(where)
    .limit(JOBS_COUNT_CAP + 1)
    .as('matching');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
  return row?.count ?? 0;
}

/** Jobs whose ids are in `ids`, one JSON parameter instead of a thousand. */
const idIn = (ids: string[]) =>
  sql`${jobs.id} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** Full-text search plus the §5 filters over open jobs, one page at a time, all in SQL. */
export async function searchJobs(db: Database, query: JobSearchQuery): Promise<JobSearchResult> {
  const conditions = jobFilterConditions(query);
  const tsQuery = query.q === undefined ? undefined : textQuery(query.q, query.match);
  if (tsQuery) conditions.push(sql`${jobs.searchVector} @@ ${tsQuery}`);
  const where = and(...conditions);
  const ranked = tsQuery !== undefined && query.sort !== 'date';
  const order = ranked
    ? [sql`ts_rank(${jobs.searchVector}, ${tsQuery}) desc`, ...newestMatchOrder]
    : newestMatchOrder;
  const offset = (query.page - 1) * query.pageSize;
  const page = (candidates: SQL | undefined, skip: number) =>
    db
      .select(jobSummaryColumns)
      .from(jobs)
      .where(candidates)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(skip);

  let rows: Awaited<ReturnType<typeof page>>;
  let count: number;
  if (tsQuery === undefined) {
    // Without words the open-jobs index, read in order, gives the newest page at once.
    [rows, count] = await Promise.all([page(where, offset), countMatches(db, where)]);
  } else {
    // Counting first tells whether the matches are few enough to sort them all; otherwise the
    // newest are picked slice by slice, and the count has already stopped at the cap.
    count = await countMatches(db, where);
    if (count <= RANKED_CANDIDATES) rows = await page(where, offset);
    else if (ranked)
      rows = await page(idIn(await newestMatchIds(db, where, RANKED_CANDIDATES)), offset);
    else {
      const newest = await newestMatchIds(db, where, offset + query.pageSize);
      rows = await page(idIn(newest.slice(offset)), 0);
    }
  }
  return {
    items: rows.map(toJobSummary),
    page: query.page,
    pageSize: query.pageSize,
    total: Math.min(count, JOBS_COUNT_CAP),
    totalIsCapped: count > JOBS_COUNT_CAP,
  };
}
