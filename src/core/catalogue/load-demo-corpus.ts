import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { createDemoFetch, demoSources } from '../demo-corpus/index.ts';
import { createIngestionDeps } from './create-ingestion-deps.ts';
import { type IngestionResult, runIngestion } from './run-ingestion.ts';

/**
 * The offline demo corpus through the same pipeline as real boards: the demo boards' native
 * payloads are served by an in-process fetch, parsed by the ordinary connectors, and every job is
 * labelled is_demo. Skipped when demo jobs are already there (a restart, a second queueing).
 */
export async function loadDemoCorpus(
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
): Promise<IngestionResult | null> {
  const [existing] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(jobs)
    .where(eq(jobs.isDemo, true))
    .limit(1);
  if (existing) return null;
  const deps = createIngestionDeps(ctx, { fetch: createDemoFetch(), now: () => new Date() });
  return runIngestion(ctx.db, deps, { sources: demoSources(), trigger: 'demo' });
}
