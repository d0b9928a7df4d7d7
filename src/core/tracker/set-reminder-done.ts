import type { Executor } from '../../db/client.ts';
import { and, eq } from '../../db/orm.ts';
import { trackerReminders } from '../../db/schema/index.ts';
import type { TrackedItem } from '../../shared/schemas/tracker.ts';
import { AppError } from '../app-error.ts';
import { getTrackedItem } from './get-tracked-item.ts';

/** Marks a reminder done (or not done again); another user's reminder is a missing one. */
export async function setReminderDone(
  db: Executor,
  input: { userId: string; reminderId: string; done: boolean },
): Promise<TrackedItem> {
  const [row] = await db
    .update(trackerReminders)
    .set({ doneAt: input.done ? new Date() : null })
    .where(
      and(eq(trackerReminders.id, input.reminderId), eq(trackerReminders.userId, input.userId)),
    )
    .returning({ itemId: trackerReminders.itemId });
  if (!row) throw new AppError('NOT_FOUND', 'That reminder does not exist.');
  return getTrackedItem(db, { userId: input.userId, itemId: row.itemId });
}
