import {
  type SourcePosting,
  sourcePostingSchema,
} from '../src/core/catalogue/connector-contract.ts';
import { postingsPerBatch } from '../src/core/catalogue/ingest-source-postings.ts';
import { occupationKnowledge } from '../src/core/catalogue/occupation-knowledge.ts';
import { preparePosting } from '../src/core/catalogue/prepare-posting.ts';
import { settleCatalogue } from '../src/core/catalogue/settle-catalogue.ts';
import { storePreparedBatch } from '../src/core/catalogue/store-prepared-batch.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { benchPostings } from './catalogue-postings.ts';

/**
 * The database's share of ingestion alone: the same postings, each batch prepared first and
 * untimed, then only the batch's lookup + dedupe + write (storePreparedBatch, as ingestion runs
 * it) and the run's settle step are timed, one batch after another as ingestion writes them.
 * Ingestion cannot go faster than this on the same database whatever its JavaScript costs, so
 * the figure separates the database's ceiling from the rest of the pipeline.
 */
export async function measureWriteCeiling(handle: DatabaseHandle, postings: number) {
  await migrateDatabase(handle);
  let timedMs = 0;
  let batch: SourcePosting[] = [];
  const write = async () => {
    const prepared = batch.map((posting) => preparePosting(posting, occupationKnowledge, null));
    batch = [];
    const began = performance.now();
    await storePreparedBatch(handle.db, prepared, new Date());
    timedMs += performance.now() - began;
  };
  for (const posting of benchPostings(postings)) {
    batch.push({ ...sourcePostingSchema.parse(posting), isDemo: true });
    if (batch.length === postingsPerBatch) await write();
  }
  if (batch.length > 0) await write();
  const began = performance.now();
  await settleCatalogue(handle.db);
  timedMs += performance.now() - began;
  return { seconds: timedMs / 1000 };
}
