import type { Database } from '../../db/client.ts';
import { asc, eq } from '../../db/orm.ts';
import { trackedApplications, trackerReminders, trackerSettings } from '../../db/schema/index.ts';
import type { UserDataPart } from '../privacy/user-data-part.ts';

/** Every tracked application with its reminders, and the no-answer setting. */
export async function exportTrackerData(db: Database, userId: string) {
  const [items, reminders, settings] = await Promise.all([
    db
      .select()
      .from(trackedApplications)
      .where(eq(trackedApplications.userId, userId))
      .orderBy(asc(trackedApplications.createdAt)),
    db
      .select()
      .from(trackerReminders)
      .where(eq(trackerReminders.userId, userId))
      .orderBy(asc(trackerReminders.dueOn)),
    db.select().from(trackerSettings).where(eq(trackerSettings.userId, userId)),
  ]);
  return {
    items: items.map(({ userId: _user, ...item }) => ({
      ...item,
      reminders: reminders
        .filter((reminder) => reminder.itemId === item.id)
        .map(({ dueOn, text, doneAt, createdAt }) => ({ dueOn, text, doneAt, createdAt })),
    })),
    noAnswerDays: settings[0]?.noAnswerDays ?? null,
  };
}

/** The tracker's share of "everything stored about me"; every table cascades with `users`. */
export const trackerUserDataPart: UserDataPart = {
  name: 'tracker',
  tables: ['tracked_applications', 'tracker_reminders', 'tracker_settings'],
  exportFor: (ctx, userId) => exportTrackerData(ctx.db, userId),
};
