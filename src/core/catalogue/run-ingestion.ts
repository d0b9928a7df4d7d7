import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { and, eq, sql } from '../../db/orm.ts';
import { ingestionRunSources, ingestionRuns } from '../../db/schema/index.ts';
import { faultPoint } from '../faults/fault-point.ts';
import { keepLeaseAlive, leaseEnd } from '../jobs/run-lease.ts';
import type { Connector, FetchContext, FollowedSource, SourceKind } from './connector-contract.ts';
import type { OccupationKnowledge } from './enrich-posting.ts';
import { readSourcePostings, type SourceCounts } from './ingest-source-postings.ts';
import { type IngestionPacing, ingestionPacer } from './ingestion-pacer.ts';
import type { PostingPreparer } from './posting-preparer.ts';
import { emptyFeedReport, feedReportMessage } from './read-feed.ts';
import { settleCatalogue } from './settle-catalogue.ts';
import { sourceErrorMessage } from './source-error-message.ts';
import { type IngestionTrigger, startIngestionRun } from './start-ingestion-run.ts';
import type { StoreCounts } from './store-assignments.ts';
import { writeLane } from './write-lane.ts';

export interface IngestionSource extends FollowedSource {
  /** The followed_sources row; absent for the demo corpus's built-in boards. */
  id?: number;
  industry?: string | null;
}

export interface IngestionDeps {
  connectorFor: (kind: SourceKind) => Connector | undefined;
  fetchContext: FetchContext;
  knowledge: OccupationKnowledge;
  /** See IngestSourceInput.preparer. */
  preparer?: PostingPreparer;
  log: Pick<Logger, 'info' | 'warn'>;
  /** The catalogue's clock (first/last seen, closing); the fetch context's may be frozen in tests. */
  now?: () => Date;
  /** Pauses between stored batches (ingestion-pacer.ts); none when absent. */
  pacing?: IngestionPacing;
}

export interface IngestionResult {
  runId: number;
  status: 'succeeded' | 'partial' | 'failed';
  totals: SourceCounts;
  failedSources: number;
}

/** Progress is written at most this often: the demo corpus's boards hold ~44 postings each. */
const progressEveryMs = 500;

/**
 * While the run goes, its row's created and updated grow as batches are stored (one small UPDATE
 * at most every half second): the demo corpus's first load shows its progress from them
 * (get-catalogue-status.ts). The run's end writes the final totals over them.
 */
function recordProgress(db: Database, runId: number) {
  let pending: StoreCounts = { created: 0, updated: 0 };
  let writtenAt = 0;
  return async (stored: StoreCounts) => {
    faultPoint('ingestion-batch-stored');
    pending = {
      created: pending.created + stored.created,
      updated: pending.updated + stored.updated,
    };
    if (Date.now() - writtenAt < progressEveryMs) return;
    const { created, updated } = pending;
    pending = { created: 0, updated: 0 };
    writtenAt = Date.now();
    await db
      .update(ingestionRuns)
      .set({
        created: sql`${ingestionRuns.created} + ${created}`,
        updated: sql`${ingestionRuns.updated} + ${updated}`,
      })
      .where(eq(ingestionRuns.id, runId));
  };
}

export interface RunIngestionInput {
  sources: IngestionSource[];
  trigger: IngestionTrigger;
  /** The run's row, when the caller started it (start-ingestion-run.ts); else started here. */
  runId?: number;
  /**
   * Work that must be done before the run reads as finished, once every job is stored and
   * the run did not fail: whoever sees the run finished may count on it.
   */
  beforeFinished?: () => Promise<void>;
  /**
   * Aborted when the process stops: the run ends before its next source and is recorded
   * failed, so it is not taken for finished (a demo load then runs again at the next start).
   */
  signal?: AbortSignal;
}

/**
 * One ingestion run over the given sources, in order. A failing source is logged and
 * recorded with its error; the others go on. Counts and durations land in ingestion_runs and
 * ingestion_run_sources for the admin page. While it goes, its lease is renewed: a run whose
 * process dies is seen dead within the lease (start-ingestion-run.ts, decision 032).
 */
export async function runIngestion(
  db: Database,
  deps: IngestionDeps,
  input: RunIngestionInput,
): Promise<IngestionResult> {
  const now = deps.now ?? (() => new Date());
  const startedAt = now();
  const clockStart = Date.now();
  const runId = input.runId ?? (await startIngestionRun(db, { trigger: input.trigger, startedAt }));
  if (runId === null) throw new Error('another ingestion run of this kind is going');
  const release = keepLeaseAlive(
    () =>
      db
        .update(ingestionRuns)
        .set({ leaseExpiresAt: leaseEnd() })
        .where(and(eq(ingestionRuns.id, runId), eq(ingestionRuns.status, 'running'))),
    (error) => deps.log.warn({ err: error, runId }, 'ingestion run lease not renewed'),
  );
  try {
    return await ingestAll(db, deps, input, { runId, clockStart, now });
  } catch (error) {
    await db
      .update(ingestionRuns)
      .set({ status: 'failed', finishedAt: now(), leaseExpiresAt: null })
      .where(eq(ingestionRuns.id, runId));
    throw error;
  } finally {
    release();
  }
}

/**
 * The run's sources in order, then its totals written over the row. A source is read and
 * prepared while the one before is still being written (write-lane.ts); at most two are in
 * flight, so a run holds about two sources' batches at a time.
 */
async function ingestAll(
  db: Database,
  deps: IngestionDeps,
  input: RunIngestionInput,
  run: { runId: number; clockStart: number; now: () => Date },
): Promise<IngestionResult> {
  const { runId, clockStart, now } = run;
  const totals: SourceCounts = { seen: 0, created: 0, updated: 0, closed: 0, invalid: 0 };
  let failedSources = 0;
  const onBatchStored = recordProgress(db, runId);
  const pace = ingestionPacer(deps.pacing);
  const lane = writeLane();
  const recorded: Promise<void>[] = [];
  let stopped = false;
  for (const source of input.sources) {
    if (input.signal?.aborted) {
      stopped = true;
      break;
    }
    await recorded.at(-2);
    const sourceStart = Date.now();
    const feedReport = emptyFeedReport();
    let stored: Promise<SourceCounts>;
    try {
      const connector = deps.connectorFor(source.kind);
      if (!connector) throw new Error(`No connector for source kind "${source.kind}"`);
      ({ stored } = await readSourcePostings(
        db,
        {
          kind: source.kind,
          key: source.key,
          postings: connector.fetchPostings(source, deps.fetchContext),
          feedReport,
          knowledge: deps.knowledge,
          ...(deps.preparer ? { preparer: deps.preparer } : {}),
          industry: source.industry ?? null,
          isDemo: input.trigger === 'demo',
          now,
          onBatchStored,
          pace,
        },
        lane,
      ));
    } catch (caught) {
      stored = Promise.reject(caught);
    }
    // Awaited on the lane below; until then a failure must not count as unhandled.
    stored.catch(() => {});
    // On the lane after the source's own work, so rows are recorded in the sources' order.
    const record = lane.run(async () => {
      let counts: SourceCounts = { seen: 0, created: 0, updated: 0, closed: 0, invalid: 0 };
      let error: string | null = null;
      try {
        counts = await stored;
      } catch (caught) {
        error = sourceErrorMessage(caught);
        failedSources++;
        deps.log.warn(
          { runId, source: { kind: source.kind, key: source.key }, error },
          'ingestion source failed',
        );
      }
      counts.invalid = Math.max(counts.invalid, feedReport.rejected.length);
      for (const name of ['seen', 'created', 'updated', 'closed', 'invalid'] as const)
        totals[name] += counts[name];
      // A source that failed shows its error; one that did not, what its feed skipped or merged.
      const note = error ?? feedReportMessage(feedReport);
      if (!error && note) {
        deps.log.warn(
          { runId, source: { kind: source.kind, key: source.key }, note },
          'feed elements skipped',
        );
      }
      await db.insert(ingestionRunSources).values({
        runId,
        followedSourceId: source.id ?? null,
        kind: source.kind,
        key: source.key,
        status: error ? 'failed' : 'succeeded',
        ...counts,
        error: note,
        durationMs: Date.now() - sourceStart,
      });
    });
    record.catch(() => {});
    recorded.push(record);
  }
  await Promise.all(recorded);
  const status = stopped
    ? 'failed'
    : failedSources === 0
      ? 'succeeded'
      : failedSources === input.sources.length
        ? 'failed'
        : 'partial';
  if (totals.created + totals.closed > 0) await settleCatalogue(db);
  if (status !== 'failed') await input.beforeFinished?.();
  const finishedAt = now();
  await db
    .update(ingestionRuns)
    .set({
      status,
      finishedAt,
      durationMs: Date.now() - clockStart,
      leaseExpiresAt: null,
      seen: totals.seen,
      created: totals.created,
      updated: totals.updated,
      closed: totals.closed,
      failedSources,
    })
    .where(eq(ingestionRuns.id, runId));
  deps.log.info(
    { runId, status, ...totals, failedSources, stopped },
    stopped ? 'ingestion run stopped: the process is shutting down' : 'ingestion run finished',
  );
  return { runId, status, totals, failedSources };
}
