import type { Database } from '../../db/client.ts';
import { dedupePostings, type PreparedPosting } from './dedupe-postings.ts';
import { loadKnownJobs } from './load-known-jobs.ts';
import { type StoreCounts, storeAssignments } from './store-assignments.ts';

/**
 * One prepared batch in one transaction: look up the stored jobs it could duplicate, dedupe
 * against them, write the result. Batches must go through here one after another, in order.
 */
export async function storePreparedBatch(
  db: Database,
  prepared: PreparedPosting[],
  seenAt: Date,
): Promise<StoreCounts> {
  return db.transaction(async (tx) => {
    const known = await loadKnownJobs(tx, prepared);
    return storeAssignments(tx, dedupePostings(prepared, known), seenAt);
  });
}
