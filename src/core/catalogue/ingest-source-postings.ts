import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Database } from '../../db/client.ts';
import { closeMissingPostings } from './close-missing-postings.ts';
import type { FeedItem, SourcePosting } from './connector-contract.ts';
import type { PreparedPosting } from './dedupe-postings.ts';
import type { OccupationKnowledge } from './enrich-posting.ts';
import { inThreadPreparer, type PostingPreparer } from './posting-preparer.ts';
import { emptyFeedReport, type FeedReport, readFeed } from './read-feed.ts';
import type { StoreCounts } from './store-assignments.ts';
import { storePreparedBatch } from './store-prepared-batch.ts';
import { type WriteLane, writeLane } from './write-lane.ts';

/**
 * Postings per dedupe + write round (one transaction). On the embedded database a transaction
 * holds the only connection, so this also bounds how long a request can wait behind ingestion.
 */
export const postingsPerBatch = 500;
/**
 * Connectors that read in-process data (the demo corpus) never wait on I/O, so the loop would run
 * on microtasks alone and starve HTTP requests; it steps aside this often.
 */
const postingsPerYield = 100;

export interface SourceCounts {
  seen: number;
  created: number;
  updated: number;
  closed: number;
  /** Feed elements that failed validation; skipped, counted, never stored (read-feed.ts). */
  invalid: number;
}

export interface IngestSourceInput {
  kind: string;
  /** The followed source's key: the tenant whose missing postings close when nothing else is seen. */
  key: string;
  postings: AsyncIterable<FeedItem>;
  /** Filled as the feed is read: its skipped elements and repeats (decision 046). */
  feedReport?: FeedReport;
  knowledge: OccupationKnowledge;
  /** Where postings are prepared (posting-preparer.ts); by default on this thread with `knowledge`. */
  preparer?: PostingPreparer;
  industry: string | null;
  isDemo: boolean;
  now: () => Date;
  /** Called after each stored batch; may pause to let other work in (ingestion-pacer.ts). */
  pace?: () => Promise<void>;
  /** Told each batch's counts once it is stored, so the run can show its progress. */
  onBatchStored?: (stored: StoreCounts) => Promise<void>;
}

/** A source read in full (or failed): what remains is its database work, on the lane. */
export interface SourceRead {
  /** Resolves once its batches are stored and its missing postings closed; rejects on failure. */
  stored: Promise<SourceCounts>;
}

/**
 * One followed source, end to end: validate → normalize → enrich → dedupe → batched upsert, then
 * close what the source no longer lists. Throws when the connector does (the run records it).
 */
export async function ingestSourcePostings(
  db: Database,
  input: IngestSourceInput,
): Promise<SourceCounts> {
  const { stored } = await readSourcePostings(db, input, writeLane());
  return stored;
}

/**
 * Reads and prepares one source, handing its writes and then its close to `lane`, and returns
 * once the feed is read: the caller may start the next source while this one's last batch is
 * written. A connector that throws makes `stored` reject after the batches already handed in are
 * written, and nothing is closed (a partly read feed says nothing of what is gone).
 */
export async function readSourcePostings(
  db: Database,
  input: IngestSourceInput,
  lane: WriteLane,
): Promise<SourceRead> {
  const startedAt = input.now();
  const counts: SourceCounts = { seen: 0, created: 0, updated: 0, closed: 0, invalid: 0 };
  const tenantsBySource = new Map<string, Set<string>>([[input.kind, new Set([input.key])]]);
  const preparer = input.preparer ?? inThreadPreparer(input.knowledge);
  let batch: SourcePosting[] = [];
  const writeBatch = async (prepared: PreparedPosting[]) => {
    const stored = await storePreparedBatch(db, prepared, input.now());
    counts.created += stored.created;
    counts.updated += stored.updated;
    await input.onBatchStored?.(stored);
    await input.pace?.();
  };
  // A batch is prepared while the one before is written (the database works meanwhile, on the
  // other core or, on PGlite, on this thread while a worker prepares). Writes go through the lane
  // in order; waiting for this source's previous write keeps at most one batch ahead of it.
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (batch.length === 0) return;
    const prepared = preparer.prepare(batch, input.industry);
    batch = [];
    prepared.catch(() => {});
    await writing;
    writing = lane.run(async () => writeBatch(await prepared));
    // A failure surfaces at the next await of `writing`, not as an unhandled rejection.
    writing.catch(() => {});
  };
  const report = input.feedReport ?? emptyFeedReport();
  try {
    for await (const valid of readFeed(input.postings, report)) {
      counts.invalid = report.rejected.length;
      const posting = input.isDemo ? { ...valid, isDemo: true } : valid;
      batch.push(posting);
      const tenants = tenantsBySource.get(posting.source) ?? new Set<string>();
      tenantsBySource.set(posting.source, tenants.add(posting.tenant));
      counts.seen++;
      if (counts.seen % postingsPerYield === 0) await yieldToEventLoop();
      if (batch.length >= postingsPerBatch) await flush();
    }
    await flush();
    counts.invalid = report.rejected.length;
  } catch (error) {
    // The batches handed in are still written; the source reads as failed once they are.
    const failed = lane.run(async () => {
      await writing;
      throw error;
    });
    failed.catch(() => {});
    return { stored: failed };
  }
  // Queued now, so it runs after this source's writes and before the next source's.
  const stored = lane.run(async () => {
    await writing;
    for (const [source, tenants] of tenantsBySource) {
      counts.closed += await closeMissingPostings(db, {
        source,
        tenants: [...tenants],
        seenBefore: startedAt,
        closedAt: input.now(),
      });
    }
    return counts;
  });
  stored.catch(() => {});
  return { stored };
}
