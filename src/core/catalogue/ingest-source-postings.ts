import type { Database } from '../../db/client.ts';
import { closeMissingPostings } from './close-missing-postings.ts';
import { type SourcePosting, sourcePostingSchema } from './connector-contract.ts';
import { dedupePostings, type PreparedPosting } from './dedupe-postings.ts';
import { enrichPosting, type OccupationKnowledge } from './enrich-posting.ts';
import { loadKnownJobs } from './load-known-jobs.ts';
import { normalizePosting } from './normalize-posting.ts';
import { storeAssignments } from './store-assignments.ts';

/** Postings per dedupe + write round: big enough for multi-row inserts, small enough for memory. */
const batchSize = 2000;

export interface SourceCounts {
  seen: number;
  created: number;
  updated: number;
  closed: number;
  /** Postings the connector produced that failed the contract; skipped, counted, never stored. */
  invalid: number;
}

export interface IngestSourceInput {
  kind: string;
  /** The followed source's key: the tenant whose missing postings close when nothing else is seen. */
  key: string;
  postings: AsyncIterable<SourcePosting>;
  knowledge: OccupationKnowledge;
  industry: string | null;
  isDemo: boolean;
  now: () => Date;
}

/**
 * One followed source, end to end: validate → normalize → enrich → dedupe → batched upsert, then
 * close what the source no longer lists. Throws when the connector does (the run records it).
 */
export async function ingestSourcePostings(
  db: Database,
  input: IngestSourceInput,
): Promise<SourceCounts> {
  const startedAt = input.now();
  const counts: SourceCounts = { seen: 0, created: 0, updated: 0, closed: 0, invalid: 0 };
  const tenantsBySource = new Map<string, Set<string>>([[input.kind, new Set([input.key])]]);
  let batch: PreparedPosting[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const prepared = batch;
    batch = [];
    await db.transaction(async (tx) => {
      const known = await loadKnownJobs(tx, prepared);
      const stored = await storeAssignments(tx, dedupePostings(prepared, known), input.now());
      counts.created += stored.created;
      counts.updated += stored.updated;
    });
  };
  for await (const raw of input.postings) {
    const parsed = sourcePostingSchema.safeParse(raw);
    if (!parsed.success) {
      counts.invalid++;
      continue;
    }
    const posting = input.isDemo ? { ...parsed.data, isDemo: true } : parsed.data;
    const normalized = normalizePosting(posting);
    batch.push({ ...normalized, ...enrichPosting(input.knowledge, normalized, input.industry) });
    const tenants = tenantsBySource.get(posting.source) ?? new Set<string>();
    tenantsBySource.set(posting.source, tenants.add(posting.tenant));
    counts.seen++;
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  for (const [source, tenants] of tenantsBySource) {
    counts.closed += await closeMissingPostings(db, {
      source,
      tenants: [...tenants],
      seenBefore: startedAt,
      closedAt: input.now(),
    });
  }
  return counts;
}
