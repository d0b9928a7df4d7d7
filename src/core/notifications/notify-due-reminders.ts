import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { and, eq, isNull, lte, sql } from '../../db/orm.ts';
import { notifications, trackedApplications, trackerReminders } from '../../db/schema/index.ts';
import { dayOf } from '../tracker/no-answer.ts';

export const TRACKER_LINK = '/main-app/applications?view=tracker';

/**
 * Turns the user's reminders that have come due (UTC days, like every tracker date) into
 * notifications, once each. Done when the list is read rather than by a scheduled job, so a
 * reminder set for today shows at once and no tick can be missed (decision 069); with nothing
 * new it only reads.
 */
export async function notifyDueReminders(
  db: Executor,
  input: { userId: string; now: Date },
): Promise<void> {
  const dedupeKey = sql<string>`'reminder:' || ${trackerReminders.id}`;
  const due = await db
    .select({
      id: trackerReminders.id,
      text: trackerReminders.text,
      title: trackedApplications.title,
      company: trackedApplications.company,
    })
    .from(trackerReminders)
    .innerJoin(trackedApplications, eq(trackedApplications.id, trackerReminders.itemId))
    .leftJoin(
      notifications,
      and(eq(notifications.userId, input.userId), eq(notifications.dedupeKey, dedupeKey)),
    )
    .where(
      and(
        eq(trackerReminders.userId, input.userId),
        isNull(trackerReminders.doneAt),
        lte(trackerReminders.dueOn, dayOf(input.now)),
        isNull(notifications.id),
      ),
    );
  if (due.length === 0) return;
  await db
    .insert(notifications)
    .values(
      due.map((reminder) => ({
        id: randomUUID(),
        userId: input.userId,
        kind: 'reminder' as const,
        title: `Reminder: ${reminder.text} (${reminder.title} at ${reminder.company})`,
        link: TRACKER_LINK,
        dedupeKey: `reminder:${reminder.id}`,
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] });
}
