import type { Database } from '../../db/client.ts';
import { and, desc, gte, isNotNull, isNull, lt, or, type SQL, sql } from '../../db/orm.ts';
import { jobs } from '../../db/schema/index.ts';
import { DAY_MS } from '../../shared/time.ts';

/**
 * How far back from the newest open posting each slice reaches; after the last one comes
 * everything older (and the undated). Small first slices end a common word's search early;
 * later ones keep a rarer word from needing many round trips.
 */
const SLICE_DAYS = [3, 10, 30, 90];

/** Newest first, undated last: the order relevance uses to choose what it ranks. */
export const newestMatchOrder = [
  sql`${jobs.postedAt} desc nulls last`,
  desc(jobs.firstSeenAt),
  sql`${jobs.id}`,
];

/** posted_at ranges, newest first; together they cover every job, each exactly once. */
function postedSlices(newest: Date | null): SQL[] {
  if (newest === null) return [sql`true`];
  const cutoffs = SLICE_DAYS.map((days) => new Date(newest.getTime() - days * DAY_MS));
  const slices: SQL[] = cutoffs.map((cutoff, index) => {
    const after = gte(jobs.postedAt, cutoff);
    const newer = cutoffs[index - 1];
    return newer === undefined ? after : (and(after, lt(jobs.postedAt, newer)) as SQL);
  });
  const oldest = cutoffs[cutoffs.length - 1] as Date;
  slices.push(or(lt(jobs.postedAt, oldest), isNull(jobs.postedAt)) as SQL);
  return slices;
}

export interface NewestMatch {
  id: string;
  /** `rank` as the caller asked for it, computed while the row is read anyway. */
  rank: number;
}

/**
 * The newest `limit` jobs matching `where`, in newestMatchOrder: the same answer as one
 * `order by … limit`, found slice by slice back in time. In one statement PostgreSQL either
 * sorts every match (the GIN bitmap visits each matching row: a third of the catalogue for
 * "manager") or walks the date index testing each row's vector (thousands of random reads
 * for a word in 5 % of jobs). Within a recent slice it ANDs the GIN bitmap with the posted_at
 * range, so a search reads about `limit` matches whatever its word's frequency.
 */
export async function newestMatches(
  db: Database,
  where: SQL | undefined,
  limit: number,
  rank: SQL<number> = sql<number>`0`,
): Promise<NewestMatch[]> {
  const [newest] = await db
    .select({ postedAt: jobs.postedAt })
    .from(jobs)
    .where(and(isNull(jobs.closedAt), isNotNull(jobs.postedAt)))
    .orderBy(...newestMatchOrder)
    .limit(1);
  const found: NewestMatch[] = [];
  for (const slice of postedSlices(newest?.postedAt ?? null)) {
    const rows = await db
      .select({ id: jobs.id, rank })
      .from(jobs)
      .where(and(where, slice))
      .orderBy(...newestMatchOrder)
      .limit(limit - found.length);
    found.push(...rows);
    if (found.length >= limit) break;
  }
  return found;
}
