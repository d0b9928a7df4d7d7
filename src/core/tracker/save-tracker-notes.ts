import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { trackedApplications } from '../../db/schema/index.ts';
import type { TrackedItem } from '../../shared/schemas/tracker.ts';
import { getTrackedItem } from './get-tracked-item.ts';
import { loadOwnTrackedItem } from './load-own-tracked-item.ts';

/** Replaces an item's notes (plain text, length checked by the route; null clears them). */
export async function saveTrackerNotes(
  db: Executor,
  input: { userId: string; itemId: string; notes: string | null },
): Promise<TrackedItem> {
  const own = await loadOwnTrackedItem(db, input);
  await db
    .update(trackedApplications)
    .set({ notes: input.notes ?? '' })
    .where(eq(trackedApplications.id, own.id));
  return getTrackedItem(db, input);
}
