import { and, eq } from '../../db/orm.ts';
import { jobs, matches } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { getApplicationSettings } from './get-application-settings.ts';
import { queueApplication } from './queue-application.ts';
import { type ApplicationRow, transitionApplication } from './transition-application.ts';

/**
 * The user's optional standing rule: "apply without asking to matches scoring at least N from
 * sources I allow". It approves on the user's behalf only what the user would see on the review
 * page; every limit still applies when it is queued.
 */
export async function approveByStandingRule(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  input: { application: ApplicationRow },
): Promise<ApplicationRow | null> {
  const { application } = input;
  const settings = await getApplicationSettings(ctx.db, { userId: application.userId });
  if (!settings.autoApply.enabled || application.channel === 'manual') return null;
  const [found] = await ctx.db
    .select({ score: matches.score, atsKind: jobs.atsKind, atsIds: jobs.atsIds })
    .from(jobs)
    .leftJoin(matches, and(eq(matches.jobId, jobs.id), eq(matches.userId, application.userId)))
    .where(eq(jobs.id, application.jobId))
    .limit(1);
  const source = found?.atsKind === 'other' ? found.atsIds?.ats : found?.atsKind;
  if (!found?.score || found.score < settings.autoApply.minScore) return null;
  if (!source || !settings.autoApply.sources.includes(source)) return null;
  const approved = await transitionApplication(ctx.db, {
    applicationId: application.id,
    from: ['awaiting_review'],
    to: 'approved',
    cause: `Approved by your rule: score ${Math.round(found.score)} from ${source}`,
    changes: { approvedAt: new Date(), approvedBy: 'rule' },
  });
  if (!approved) return null;
  return (await queueApplication(ctx, { application: approved })) ?? approved;
}
