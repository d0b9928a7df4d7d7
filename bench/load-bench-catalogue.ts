import { ingestSourcePostings } from '../src/core/catalogue/ingest-source-postings.ts';
import { occupationKnowledge } from '../src/core/catalogue/occupation-knowledge.ts';
import { productionPreparer } from '../src/core/catalogue/posting-preparer.ts';
import { settleCatalogue } from '../src/core/catalogue/settle-catalogue.ts';
import { type Database, type DatabaseTarget, openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { benchPostings } from './catalogue-postings.ts';

/**
 * `postings` bench postings through the production pipeline (as create-ingestion-deps.ts
 * prepares them), then what an ingestion run does after its sources (run-ingestion.ts).
 */
export async function ingestBenchPostings(db: Database, postings: number) {
  const counts = await ingestSourcePostings(db, {
    kind: 'demo',
    key: 'bench',
    postings: (async function* () {
      yield* benchPostings(postings);
    })(),
    knowledge: occupationKnowledge,
    preparer: productionPreparer(),
    industry: null,
    isDemo: true,
    now: () => new Date(),
  });
  await settleCatalogue(db);
  return counts;
}

/** A migrated database holding `postings` bench postings, as bench/catalogue.ts loads them. */
export async function loadBenchCatalogue(target: DatabaseTarget, postings: number) {
  const handle = await openDatabase(target);
  try {
    await migrateDatabase(handle);
    await ingestBenchPostings(handle.db, postings);
  } finally {
    await handle.close();
  }
}
