import type { AppContext } from '../app-context.ts';
import { createDemoFetch, demoSources } from '../demo-corpus/index.ts';
import { createIngestionDeps } from './create-ingestion-deps.ts';
import { hasLoadedDemoCorpus } from './has-loaded-demo-corpus.ts';
import { type IngestionResult, runIngestion } from './run-ingestion.ts';

/**
 * The offline demo corpus through the same pipeline as real boards: the demo boards' native
 * payloads are served by an in-process fetch, parsed by the ordinary connectors, and every job is
 * labelled is_demo. Skipped once a demo load ran to its end (a restart, a second queueing).
 */
export async function loadDemoCorpus(
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
): Promise<IngestionResult | null> {
  if (await hasLoadedDemoCorpus(ctx.db)) return null;
  const deps = createIngestionDeps(ctx, { fetch: createDemoFetch(), now: () => new Date() });
  return runIngestion(ctx.db, deps, { sources: demoSources(), trigger: 'demo' });
}
