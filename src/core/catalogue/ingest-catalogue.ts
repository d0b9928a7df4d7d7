import type { AppContext } from '../app-context.ts';
import { createIngestionDeps } from './create-ingestion-deps.ts';
import { type IngestionResult, runIngestion } from './run-ingestion.ts';
import { enabledIngestionSources } from './sources/list-followed-sources.ts';

/** A run over every enabled followed source (pg-boss cron, or "Run now" on the admin page). */
export async function ingestCatalogue(
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
  input: { trigger: 'schedule' | 'manual' },
): Promise<IngestionResult> {
  const sources = await enabledIngestionSources(ctx.db);
  return runIngestion(ctx.db, createIngestionDeps(ctx), { sources, trigger: input.trigger });
}
