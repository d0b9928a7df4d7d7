import { randomUUID } from 'node:crypto';
import type { Executor } from '../../../db/client.ts';
import { and, asc, gte, isNull, lt, type SQL, sql } from '../../../db/orm.ts';
import { jobs } from '../../../db/schema/index.ts';
import { jobTerms } from '../text-terms.ts';
import { countTermShares, type TermShares } from './term-shares.ts';

/**
 * Jobs read to estimate each term's share: a share of 4 % is then known within about ±0.4 %
 * (one standard error); reading and tokenizing them took 0.3–1.3 s on PGlite with 21,204 demo
 * jobs on a busy machine (decision 040).
 */
export const SAMPLE_JOBS = 2_000;
/** Characters of a description read: far more than its first 48 words take. */
const DESCRIPTION_PREFIX = 1_500;
/** Boilerplate changes with the catalogue's sources, over days: a sample serves this long. */
const SAMPLE_TTL_MS = 15 * 60_000;

interface KeptShares {
  shares: TermShares;
  at: number;
  refreshing: Promise<TermShares> | null;
}
const cache = new WeakMap<object, KeptShares>();

/**
 * Open jobs from a random point of the id order (ids are random UUIDs, so a run of them is a
 * random sample), wrapping to the start when the end comes first.
 */
async function sampleTermLists(db: Executor, size: number): Promise<string[][]> {
  const from = randomUUID();
  const columns = {
    title: jobs.title,
    // Only the description's opening makes a job's terms (`jobTerms` keeps the first 48 words).
    descriptionText: sql<string>`left(${jobs.descriptionText}, ${DESCRIPTION_PREFIX})`,
  };
  const read = (where: SQL | undefined, limit: number) =>
    db
      .select(columns)
      .from(jobs)
      .where(and(isNull(jobs.closedAt), where))
      .orderBy(asc(jobs.id))
      .limit(limit);
  const after = await read(gte(jobs.id, from), size);
  const before = after.length < size ? await read(lt(jobs.id, from), size - after.length) : [];
  return [...after, ...before].map((row) => jobTerms(row.title, row.descriptionText));
}

async function refresh(db: Executor, now: number): Promise<TermShares> {
  const shares = countTermShares(await sampleTermLists(db, SAMPLE_JOBS));
  cache.set(db, { shares, at: now, refreshing: null });
  return shares;
}

/**
 * The catalogue's term shares from a sample, kept per database. Past SAMPLE_TTL_MS the kept
 * sample still answers while a new one is read in the background: only a process's first
 * answer waits for a sample (a few hundred milliseconds on PGlite, decision 040).
 */
export async function loadTermShares(db: Executor, now = Date.now()): Promise<TermShares> {
  const kept = cache.get(db);
  if (!kept) return refresh(db, now);
  if (now - kept.at >= SAMPLE_TTL_MS && !kept.refreshing) {
    kept.refreshing = refresh(db, now).catch(() => {
      // A failed read keeps the older sample; the next answer tries again.
      kept.refreshing = null;
      return kept.shares;
    });
  }
  return kept.shares;
}
