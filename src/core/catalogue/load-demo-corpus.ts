import type { AppContext } from '../app-context.ts';
import { createDemoFetch, demoSources } from '../demo-corpus/index.ts';
import { queueCatalogueMatchRuns } from '../matching/queue-catalogue-match-runs.ts';
import { createIngestionDeps } from './create-ingestion-deps.ts';
import { hasLoadedDemoCorpus } from './has-loaded-demo-corpus.ts';
import { type IngestionResult, runIngestion } from './run-ingestion.ts';
import { startIngestionRun } from './start-ingestion-run.ts';

/**
 * The offline demo corpus through the same pipeline as real boards: the demo boards' native
 * payloads are served by an in-process fetch, parsed by the ordinary connectors, and every job is
 * labelled is_demo. Skipped once a demo load ran to its end (a restart, a second queueing).
 * When every job is stored, everyone with preferences gets a matching run: the runs before it
 * (the demo account's, anyone who signed up meanwhile) saw an empty or half-filled catalogue.
 * They are queued before the load reads as finished, so a page that sees the catalogue ready
 * finds those runs already queued (get-catalogue-status.ts).
 */
export async function loadDemoCorpus(
  ctx: Pick<AppContext, 'db' | 'config' | 'log' | 'jobs'>,
  input: { signal?: AbortSignal; jobId?: string } = {},
): Promise<IngestionResult | null> {
  if (await hasLoadedDemoCorpus(ctx.db)) return null;
  const runId = await startIngestionRun(ctx.db, {
    trigger: 'demo',
    startedAt: new Date(),
    jobId: input.jobId,
  });
  if (runId === null) {
    ctx.log.info('demo catalogue load skipped: another is going');
    return null;
  }
  const size = ctx.config.demoCorpusSize;
  const fetch = createDemoFetch({ size });
  const deps = createIngestionDeps(ctx, { fetch, now: () => new Date() });
  return runIngestion(ctx.db, deps, {
    sources: demoSources(size),
    trigger: 'demo',
    runId,
    ...(input.signal ? { signal: input.signal } : {}),
    async beforeFinished() {
      const { queued } = await queueCatalogueMatchRuns(ctx);
      ctx.log.info({ queued }, 'match runs queued after the demo catalogue');
    },
  });
}
