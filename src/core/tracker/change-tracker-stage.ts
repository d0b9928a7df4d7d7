import { eq } from '../../db/orm.ts';
import { trackedApplications } from '../../db/schema/index.ts';
import type { ChangeStageBody, TrackedItem } from '../../shared/schemas/tracker.ts';
import type { AppContext } from '../app-context.ts';
import { queueMatchRun } from '../matching/queue-match-run.ts';
import { getTrackedItem } from './get-tracked-item.ts';
import { loadOwnTrackedItem } from './load-own-tracked-item.ts';

const sameDays = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((day, index) => day === b[index]);

/**
 * Moves an item to a stage the user chose; any stage may follow any other (the user records what
 * the employer did, in whatever order it happened). `stage_changed_at` moves only on a change.
 * A stage is an outcome the matcher learns from (decision 068), so a change queues a matching
 * run in the same transaction, as saved preferences do: moves in a row share the one waiting run,
 * and a run already going when the stage changed gets one behind it that sees the change.
 */
export async function changeTrackerStage(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  input: { userId: string; itemId: string; body: ChangeStageBody },
): Promise<TrackedItem> {
  const own = await loadOwnTrackedItem(ctx.db, input);
  const { stage } = input.body;
  const interviewDates = input.body.interviewDates
    ? [...new Set(input.body.interviewDates)].sort()
    : own.interviewDates;
  const changed = stage !== own.stage || !sameDays(interviewDates, own.interviewDates);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(trackedApplications)
      .set({
        stage,
        interviewDates,
        ...(stage !== own.stage ? { stageChangedAt: new Date() } : {}),
      })
      .where(eq(trackedApplications.id, own.id));
    if (changed) await queueMatchRun(ctx, { userId: input.userId, trigger: 'preferences', tx });
  });
  return getTrackedItem(ctx.db, input);
}
