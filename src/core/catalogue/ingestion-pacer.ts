import { setTimeout as sleep } from 'node:timers/promises';

/** How an ingestion run leaves room for other work on the database (create-ingestion-deps.ts). */
export interface IngestionPacing {
  /** The pause itself. */
  pauseMs: number;
  /** Batches are written back to back until this much time has passed since the last pause. */
  everyMs: number;
}

/**
 * Called after each stored batch: pauses once `everyMs` has passed since the last pause ended.
 * On the embedded database a transaction holds the only connection, and a web request's queries
 * wait behind it one by one; a pause lets a whole request through. Timed rather than counted:
 * the demo corpus's boards hold ~44 postings each, and a pause after each of their small batches
 * made its first load half sleep (decision 013).
 */
export function ingestionPacer(pacing: IngestionPacing | undefined): () => Promise<void> {
  if (!pacing) return async () => {};
  let workingSince = Date.now();
  return async () => {
    if (Date.now() - workingSince < pacing.everyMs) return;
    await sleep(pacing.pauseMs);
    workingSince = Date.now();
  };
}
