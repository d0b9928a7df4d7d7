import type { AppContext } from '../app-context.ts';
import { createIngestionDeps } from './create-ingestion-deps.ts';
import { type IngestionResult, runIngestion } from './run-ingestion.ts';
import { enabledIngestionSources } from './sources/list-followed-sources.ts';
import { startIngestionRun } from './start-ingestion-run.ts';

/**
 * A run over every enabled followed source (pg-boss cron, or "Run now" on the admin page).
 * Skipped while another run is alive (start-ingestion-run.ts); returns null then. `jobId` is the
 * queue job's: its retry takes over the run its dead worker left.
 */
export async function ingestCatalogue(
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
  input: { trigger: 'schedule' | 'manual'; jobId?: string },
): Promise<IngestionResult | null> {
  const runId = await startIngestionRun(ctx.db, {
    trigger: input.trigger,
    startedAt: new Date(),
    jobId: input.jobId,
  });
  if (runId === null) {
    ctx.log.info('ingestion skipped: a run is already going');
    return null;
  }
  const sources = await enabledIngestionSources(ctx.db);
  return runIngestion(ctx.db, createIngestionDeps(ctx), {
    sources,
    trigger: input.trigger,
    runId,
  });
}
