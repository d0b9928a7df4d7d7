import type { Database } from '../../db/client.ts';
import { and, eq, isNull } from '../../db/orm.ts';
import { notifications } from '../../db/schema/index.ts';
import { AppError } from '../app-error.ts';

/**
 * Marks one of the user's notifications read, or all of them without an id. Another user's id
 * answers exactly as a missing one. Marking a read one again changes nothing.
 */
export async function markNotificationsRead(
  db: Database,
  input: { userId: string; notificationId?: string; now: Date },
): Promise<void> {
  const mine = eq(notifications.userId, input.userId);
  if (input.notificationId === undefined) {
    await db
      .update(notifications)
      .set({ readAt: input.now })
      .where(and(mine, isNull(notifications.readAt)));
    return;
  }
  const [found] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(mine, eq(notifications.id, input.notificationId)));
  if (!found) throw new AppError('NOT_FOUND', 'That notification does not exist.');
  if (found.readAt) return;
  await db
    .update(notifications)
    .set({ readAt: input.now })
    .where(and(mine, eq(notifications.id, input.notificationId)));
}
