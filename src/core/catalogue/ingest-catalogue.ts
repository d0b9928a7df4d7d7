import { and, eq, gt } from 'drizzle-orm';
import { ingestionRuns } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { createIngestionDeps } from './create-ingestion-deps.ts';
import { type IngestionResult, runIngestion } from './run-ingestion.ts';
import { enabledIngestionSources } from './sources/list-followed-sources.ts';

/** A run still marked running after this long died with its process; it no longer blocks. */
const staleRunMs = 2 * 60 * 60 * 1000;

/**
 * A run over every enabled followed source (pg-boss cron, or "Run now" on the admin page).
 * Skipped while another run is going (two passes over the same boards would race each other's
 * dedupe); returns null then.
 */
export async function ingestCatalogue(
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
  input: { trigger: 'schedule' | 'manual' },
): Promise<IngestionResult | null> {
  const [active] = await ctx.db
    .select({ id: ingestionRuns.id })
    .from(ingestionRuns)
    .where(
      and(
        eq(ingestionRuns.status, 'running'),
        gt(ingestionRuns.startedAt, new Date(Date.now() - staleRunMs)),
      ),
    )
    .limit(1);
  if (active) {
    ctx.log.info({ runId: active.id }, 'ingestion skipped: a run is already going');
    return null;
  }
  const sources = await enabledIngestionSources(ctx.db);
  return runIngestion(ctx.db, createIngestionDeps(ctx), { sources, trigger: input.trigger });
}
