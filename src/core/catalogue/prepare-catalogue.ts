import { eq, sql } from '../../db/orm.ts';
import { jobs } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { hasLoadedDemoCorpus } from './has-loaded-demo-corpus.ts';
import { seedFollowedSources } from './sources/seed-followed-sources.ts';

/**
 * At start: list the starter boards (enabled only where there is a network, i.e. not embedded),
 * and queue the demo corpus when demo mode is on, no real board fed the catalogue, and no demo
 * load ran to its end.
 */
export async function prepareCatalogue(
  ctx: Pick<AppContext, 'db' | 'config' | 'jobs'>,
): Promise<void> {
  await seedFollowedSources(ctx.db, { enabled: ctx.config.database.kind === 'postgres' });
  if (!ctx.config.demoCorpus) return;
  // A catalogue fed by real boards gets no demo jobs mixed in.
  const [realJob] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(jobs)
    .where(eq(jobs.isDemo, false))
    .limit(1);
  if (realJob || (await hasLoadedDemoCorpus(ctx.db))) return;
  await ctx.jobs.send('load-demo-corpus', {}, { singletonKey: 'load-demo-corpus' });
}
