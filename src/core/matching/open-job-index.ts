import type { Database } from '../../db/client.ts';
import { and, gt, isNull, sql } from '../../db/orm.ts';
import { jobs } from '../../db/schema/index.ts';
import { buildJobIndex, type JobIndex } from './build-job-index.ts';
import { storedJobColumns } from './stored-job-columns.ts';
import { toMatchableJob } from './to-matchable-job.ts';
import type { MatchableJob } from './types.ts';

interface CachedIndex {
  signature: string;
  index: JobIndex;
  /** When the signature was last compared with the database's. */
  checkedAt: number;
}

/** One index per database per process: every run of the worker shares it. */
const cache = new WeakMap<Database, CachedIndex>();
const building = new WeakMap<Database, Promise<CachedIndex>>();

/**
 * A cheap fingerprint of the open catalogue: ingestion adds, refreshes (last_seen_at) or closes
 * jobs, and each of those changes it. One aggregate query instead of reloading every job.
 */
async function catalogueSignature(db: Database): Promise<string> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${jobs.closedAt} is null)`,
      total: sql<number>`count(*)`,
      lastSeen: sql<string | null>`max(${jobs.lastSeenAt})::text`,
      lastClosed: sql<string | null>`max(${jobs.closedAt})::text`,
    })
    .from(jobs);
  return `${row?.open}|${row?.total}|${row?.lastSeen}|${row?.lastClosed}`;
}

/** Jobs per read: only one page of stored rows (descriptions and all) is alive at a time. */
const LOAD_PAGE = 5_000;

/**
 * The open jobs, read a page at a time in id order. Each distinct word of the catalogue is kept
 * as one string shared by every job that uses it, not one string per job (about 40 per job).
 */
export async function loadOpenJobs(db: Database, pageSize = LOAD_PAGE): Promise<MatchableJob[]> {
  const open: MatchableJob[] = [];
  const words = new Map<string, string>();
  const shared = (word: string) => {
    const kept = words.get(word);
    if (kept !== undefined) return kept;
    words.set(word, word);
    return word;
  };
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select(storedJobColumns)
      .from(jobs)
      .where(and(isNull(jobs.closedAt), after === null ? undefined : gt(jobs.id, after)))
      .orderBy(jobs.id)
      .limit(pageSize);
    for (const row of rows) {
      const job = toMatchableJob(row);
      job.terms = job.terms.map(shared);
      open.push(job);
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return open;
    after = last.id;
  }
}

async function loadIndex(db: Database, signature: string): Promise<CachedIndex> {
  return { signature, index: buildJobIndex(await loadOpenJobs(db)), checkedAt: Date.now() };
}

/**
 * The open jobs as a ranking index, rebuilt only when the catalogue changed since the last call.
 * Concurrent callers during a rebuild share the one load. `maxStalenessMs` lets a batch (the
 * daily runs: thousands of users a minute, against a catalogue ingested every few hours) skip
 * the signature query when it was checked that recently; a run the user asked for checks always.
 */
export async function openJobIndex(
  db: Database,
  options: { maxStalenessMs?: number } = {},
): Promise<JobIndex> {
  const current = cache.get(db);
  if (current && Date.now() - current.checkedAt <= (options.maxStalenessMs ?? 0)) {
    return current.index;
  }
  const signature = await catalogueSignature(db);
  if (current?.signature === signature) {
    current.checkedAt = Date.now();
    return current.index;
  }
  const pending = building.get(db);
  if (pending) return (await pending).index;
  const load = loadIndex(db, signature);
  building.set(db, load);
  try {
    const loaded = await load;
    cache.set(db, loaded);
    return loaded.index;
  } finally {
    building.delete(db);
  }
}
