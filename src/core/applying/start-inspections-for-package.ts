import { and, eq } from '../../db/orm.ts';
import { applications } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';

/**
 * When a package becomes ready, the applications waiting on it read their forms (an inspect
 * attempt), so their review pages fill in without the user asking again.
 */
export async function startInspectionsForPackage(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  input: { packageId: string },
): Promise<number> {
  const waiting = await ctx.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.packageId, input.packageId), eq(applications.state, 'prepared')));
  for (const { id } of waiting)
    await ctx.jobs.send('attempt-application', { applicationId: id, mode: 'inspect' });
  return waiting.length;
}
