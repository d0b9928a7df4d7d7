import { ingestSourcePostings } from '../src/core/catalogue/ingest-source-postings.ts';
import { occupationKnowledge } from '../src/core/catalogue/occupation-knowledge.ts';
import { productionPreparer } from '../src/core/catalogue/posting-preparer.ts';
import { settleCatalogue } from '../src/core/catalogue/settle-catalogue.ts';
import { type DatabaseTarget, openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { benchPostings } from './catalogue-postings.ts';

/** `postings` bench postings into a migrated database, as bench/catalogue.ts loads them. */
export async function loadBenchCatalogue(target: DatabaseTarget, postings: number) {
  const handle = await openDatabase(target);
  try {
    await migrateDatabase(handle);
    // The production pipeline, then what a run does after.
    await ingestSourcePostings(handle.db, {
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
    await settleCatalogue(handle.db);
  } finally {
    await handle.close();
  }
}
