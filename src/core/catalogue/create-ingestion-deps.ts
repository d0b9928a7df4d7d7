import type { AppContext } from '../app-context.ts';
import type { FetchContext } from './connector-contract.ts';
import { createConnectorLookup } from './connectors/index.ts';
import { createFetchContext } from './create-fetch-context.ts';
import { occupationKnowledge } from './occupation-knowledge.ts';
import { productionPreparer } from './posting-preparer.ts';
import type { IngestionDeps } from './run-ingestion.ts';

/** The production wiring of a run: real connectors, polite fetch, the occupation data file. */
export function createIngestionDeps(
  ctx: Pick<AppContext, 'config' | 'log'>,
  fetchContext: FetchContext = createFetchContext({ appOrigin: ctx.config.appOrigin }),
): IngestionDeps {
  return {
    connectorFor: createConnectorLookup(ctx.config.jobSourceKeys),
    fetchContext,
    knowledge: occupationKnowledge,
    preparer: productionPreparer(),
    log: ctx.log,
    // PGlite has one connection: leave room for the web requests between batches.
    ...(ctx.config.database.kind === 'pglite' ? { pacing: { pauseMs: 30, everyMs: 150 } } : {}),
  };
}
