import { sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { seedFollowedSources } from './sources/seed-followed-sources.ts';

/**
 * At start: list the starter boards (enabled only where there is a network, i.e. not embedded),
 * and queue the demo corpus when demo mode is on and the catalogue is empty.
 */
export async function prepareCatalogue(
  ctx: Pick<AppContext, 'db' | 'config' | 'jobs'>,
): Promise<void> {
  await seedFollowedSources(ctx.db, { enabled: ctx.config.database.kind === 'postgres' });
  if (!ctx.config.demoCorpus) return;
  const [any] = await ctx.db.select({ one: sql<number>`1` }).from(jobs).limit(1);
  if (!any) await ctx.jobs.send('load-demo-corpus', {}, { singletonKey: 'load-demo-corpus' });
}
