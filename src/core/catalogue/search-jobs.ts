import type { Database } from '../../db/client.ts';
import { and, type SQL, sql } from '../../db/orm.ts';
import { jobs } from '../../db/schema/index.ts';
import {
  JOBS_COUNT_CAP,
  type JobSearchQuery,
  type JobSearchResult,
} from '../../shared/schemas/jobs.ts';
import { jobFilterConditions } from './job-filters.ts';
import { newestMatches, newestMatchOrder } from './newest-matches.ts';
import { jobSummaryColumns, toJobSummary } from './search-jobs-row.ts';
import { textList } from './text-list.ts';
import { jobSearchQuery } from './text-search.ts';

/**
 * The text query: `all` (the default) needs every word, with web-search syntax ("quoted
 * phrase", -word, or); `any` needs one of the words and relies on ranking to put the jobs with
 * most of them first. The app analyzes the text (text-search.ts, decision 020) exactly as it
 * analyzed the jobs; both use the GIN index on search_vector.
 */
function textQuery(q: string, match: JobSearchQuery['match']): SQL {
  return sql`${jobSearchQuery(q, match)}::tsquery`;
}

/**
 * Relevance order ranks the newest RANKED_CANDIDATES matches only. Ranking reads each row's
 * whole search vector, so ranking every match of a common word costs time in proportion to
 * the catalogue; picking the newest matches first (newest-matches.ts) reads about that many
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

/** Up to this many matches are sorted after the filters found them, not read in index order. */
const FEW_MATCHES = JOBS_COUNT_CAP;

/**
 * The ids of a page of few matches, newest first. `offset 0` keeps the planner from folding the
 * filter into an ordered walk of the open-jobs index, which for a rare filter reads every open job.
 */
async function fewInOrder(db: Database, where: SQL | undefined, offset: number, limit: number) {
  // Written out: the query builder leaves out an `offset 0`, which here is the point.
  const result = (await db.execute(sql`select id from (
      select ${jobs.id}, ${jobs.postedAt}, ${jobs.firstSeenAt} from ${jobs} where ${where} offset 0
    ) as matching
    order by posted_at desc nulls last, first_seen_at desc, id
    limit ${limit} offset ${offset}`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** The summaries of the jobs `ids` names, in that order. */
async function summariesInOrder(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(jobSummaryColumns)
    .from(jobs)
    .where(sql`${jobs.id} = any(${textList(ids)})`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Full-text search plus the §5 filters over open jobs, one page at a time, all in SQL. */
export async function searchJobs(db: Database, query: JobSearchQuery): Promise<JobSearchResult> {
  const conditions = jobFilterConditions(query);
  const tsQuery = query.q === undefined ? undefined : textQuery(query.q, query.match);
  if (tsQuery) conditions.push(sql`${jobs.searchVector} @@ ${tsQuery}`);
  const where = and(...conditions);
  const rank = tsQuery && sql<number>`ts_rank(${jobs.searchVector}, ${tsQuery})`;
  const offset = (query.page - 1) * query.pageSize;
  const page = (order: SQL[]) =>
    db
      .select(jobSummaryColumns)
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offset);

  let rows: Awaited<ReturnType<typeof page>>;
  let count: number;
  if (rank === undefined) {
    // Without words, counting first tells which way is quick: many matches are dense in the
    // open-jobs index, read in order, while a few are found through the filters' own indexes
    // (trigrams, migration 0018) and sorted; walking the whole ordered index for a few would
    // read every open job (decision 035).
    count = await countMatches(db, where);
    rows =
      count <= FEW_MATCHES
        ? await summariesInOrder(db, await fewInOrder(db, where, offset, query.pageSize))
        : await page(newestMatchOrder);
  } else if (query.sort === 'date') {
    count = await countMatches(db, where);
    if (count <= JOBS_COUNT_CAP) rows = await page(newestMatchOrder);
    else {
      const newest = await newestMatches(db, where, offset + query.pageSize);
      rows = await summariesInOrder(
        db,
        newest.slice(offset).map((match) => match.id),
      );
    }
  } else {
    // Counting first tells whether every match can be ranked in one statement, which most
    // all-terms searches allow. Any-terms searches mostly match more than are ranked, so they
    // skip the count: the slices read one match past the cap, which is the count. Either way
    // the newest are ranked as the slices read them and ordered here (a stable sort keeps
    // newest first among equal ranks, as the statement's order does).
    count = query.match === 'any' ? Number.POSITIVE_INFINITY : await countMatches(db, where);
    if (count <= RANKED_CANDIDATES) rows = await page([sql`${rank} desc`, ...newestMatchOrder]);
    else {
      const newest = await newestMatches(db, where, RANKED_CANDIDATES + 1, rank);
      count = newest.length;
      const ranked = newest.slice(0, RANKED_CANDIDATES).sort((a, b) => b.rank - a.rank);
      const pageIds = ranked.slice(offset, offset + query.pageSize).map((match) => match.id);
      rows = await summariesInOrder(db, pageIds);
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
