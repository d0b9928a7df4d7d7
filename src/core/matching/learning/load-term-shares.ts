import { randomUUID } from 'node:crypto';
import { and, asc, gte, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { jobs } from '../../../db/schema/index.ts';
import { jobTerms } from '../text-terms.ts';
import { countTermShares, type TermShares } from './term-shares.ts';

/**
 * Jobs read to estimate each term's share: a share of 4 % is then known within about ±0.9 %
 * (one standard error), and reading them costs tens of milliseconds (decision 040).
 */
export const SAMPLE_JOBS = 2_000;
/** Boilerplate changes with the catalogue's sources, over days: a sample serves this long. */
const SAMPLE_TTL_MS = 15 * 60_000;

const cache = new WeakMap<object, { shares: TermShares; at: number }>();

/**
 * Open jobs from a random point of the id order (ids are random UUIDs, so a run of them is a
 * random sample), wrapping to the start when the end comes first.
 */
async function sampleTermLists(db: Executor, size: number): Promise<string[][]> {
  const from = randomUUID();
  const columns = { title: jobs.title, descriptionText: jobs.descriptionText };
  const read = (where: ReturnType<typeof gte>, limit: number) =>
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

/** The catalogue's term shares from a sample, kept per database for SAMPLE_TTL_MS. */
export async function loadTermShares(db: Executor, now = Date.now()): Promise<TermShares> {
  const kept = cache.get(db);
  if (kept && now - kept.at < SAMPLE_TTL_MS) return kept.shares;
  const shares = countTermShares(await sampleTermLists(db, SAMPLE_JOBS));
  cache.set(db, { shares, at: now });
  return shares;
}
