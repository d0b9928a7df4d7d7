import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { buildJobIndex, type JobIndex } from './build-job-index.ts';
import { storedJobColumns } from './stored-job-columns.ts';
import { toMatchableJob } from './to-matchable-job.ts';

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

async function loadIndex(db: Database, signature: string): Promise<CachedIndex> {
  const rows = await db.select(storedJobColumns).from(jobs).where(isNull(jobs.closedAt));
  return { signature, index: buildJobIndex(rows.map(toMatchableJob)), checkedAt: Date.now() };
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
