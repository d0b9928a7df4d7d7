import type { Executor } from '../../../db/client.ts';
import { and, eq, inArray } from '../../../db/orm.ts';
import { trackedApplications } from '../../../db/schema/index.ts';

/**
 * Removes what these tracked applications teach the matcher. Remembered on the item, so a later
 * stage change does not bring it back. Another user's item id changes nothing, as an unknown
 * learned item id does not.
 */
export async function stopOutcomeLearning(
  db: Executor,
  input: { userId: string; itemIds: string[] },
): Promise<void> {
  if (input.itemIds.length === 0) return;
  await db
    .update(trackedApplications)
    .set({ teachesMatching: false })
    .where(
      and(
        eq(trackedApplications.userId, input.userId),
        inArray(trackedApplications.id, input.itemIds),
      ),
    );
}
