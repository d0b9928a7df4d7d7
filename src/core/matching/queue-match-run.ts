import { randomUUID } from 'node:crypto';
import { matchRuns } from '../../db/schema/index.ts';
import type { matchRunTriggers } from '../../shared/schemas/matches.ts';
import type { AppContext } from '../app-context.ts';

export type MatchRunTrigger = (typeof matchRunTriggers)[number];

/** Records a queued run (the dashboard shows its progress) and hands it to the worker. */
export async function queueMatchRun(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  input: { userId: string; trigger: MatchRunTrigger; now?: Date },
): Promise<{ runId: string }> {
  const runId = randomUUID();
  await ctx.db.insert(matchRuns).values({
    id: runId,
    userId: input.userId,
    trigger: input.trigger,
    status: 'queued',
    queuedAt: input.now ?? new Date(),
  });
  await ctx.jobs.send('match-jobs-for-user', {
    userId: input.userId,
    runId,
    trigger: input.trigger,
  });
  return { runId };
}
