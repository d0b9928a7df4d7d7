import type { Database } from '../../db/client.ts';
import { and, count, desc, eq, isNull } from '../../db/orm.ts';
import { notifications } from '../../db/schema/index.ts';
import type { NotificationList } from '../../shared/schemas/notifications.ts';
import { notifyDueReminders } from './notify-due-reminders.ts';

/** The list shows this many, newest first; the unread count covers them all. */
export const NOTIFICATIONS_SHOWN = 30;

/** The user's notifications and how many are unread, after due reminders have joined them. */
export async function listNotifications(
  db: Database,
  input: { userId: string; now: Date },
): Promise<NotificationList> {
  await notifyDueReminders(db, input);
  const mine = eq(notifications.userId, input.userId);
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_SHOWN),
    db
      .select({ count: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    unreadCount: unread?.count ?? 0,
  };
}
