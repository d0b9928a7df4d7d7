import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { trackerReminders } from '../../db/schema/index.ts';
import type { AddReminderBody, TrackedItem } from '../../shared/schemas/tracker.ts';
import { getTrackedItem } from './get-tracked-item.ts';
import { loadOwnTrackedItem } from './load-own-tracked-item.ts';

/** A follow-up reminder on one of the user's items ("Call Ms. Diaz on the 3rd"). */
export async function addTrackerReminder(
  db: Executor,
  input: { userId: string; itemId: string; body: AddReminderBody },
): Promise<TrackedItem> {
  const own = await loadOwnTrackedItem(db, input);
  await db.insert(trackerReminders).values({
    id: randomUUID(),
    userId: own.userId,
    itemId: own.id,
    dueOn: input.body.dueOn,
    text: input.body.text,
  });
  return getTrackedItem(db, input);
}
