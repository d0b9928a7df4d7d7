import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { trackedApplications } from '../../db/schema/index.ts';
import type { ChangeStageBody, TrackedItem } from '../../shared/schemas/tracker.ts';
import { getTrackedItem } from './get-tracked-item.ts';
import { loadOwnTrackedItem } from './load-own-tracked-item.ts';

/**
 * Moves an item to a stage the user chose; any stage may follow any other (the user records what
 * the employer did, in whatever order it happened). `stage_changed_at` moves only on a change.
 */
export async function changeTrackerStage(
  db: Executor,
  input: { userId: string; itemId: string; body: ChangeStageBody },
): Promise<TrackedItem> {
  const own = await loadOwnTrackedItem(db, input);
  const { stage, interviewDates } = input.body;
  await db
    .update(trackedApplications)
    .set({
      stage,
      ...(interviewDates ? { interviewDates: [...new Set(interviewDates)].sort() } : {}),
      ...(stage !== own.stage ? { stageChangedAt: new Date() } : {}),
    })
    .where(eq(trackedApplications.id, own.id));
  return getTrackedItem(db, input);
}
