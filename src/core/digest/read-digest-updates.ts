import type { Database } from '../../db/client.ts';
import { and, asc, eq, gt, inArray, isNull, lte } from '../../db/orm.ts';
import { notifications, trackedApplications, trackerReminders } from '../../db/schema/index.ts';
import type { DigestKind } from '../../shared/schemas/digest.ts';
import { TRACKER_LINK } from '../notifications/notify-due-reminders.ts';
import type { DigestReminder, DigestUpdate } from './render-digest.ts';

/** Enough to act on; the app has the rest. */
const MOST_PER_SECTION = 10;

/**
 * The digest's status changes and reminders (decision 069). Status changes are the in-app
 * notifications of that kind made since the last digest, so the mail and the app tell one
 * story. Reminders are every open one due by the user's own day: a reminder keeps coming until
 * it is checked off, which is what a reminder is for.
 */
export async function readDigestUpdates(
  db: Database,
  input: {
    userId: string;
    kinds: DigestKind[];
    since: Date;
    now: Date;
    day: string;
    origin: string;
  },
): Promise<{ statusChanges: DigestUpdate[]; reminders: DigestReminder[] }> {
  const { userId, origin } = input;
  const [changes, due] = await Promise.all([
    input.kinds.includes('status_changes')
      ? db
          .select({ title: notifications.title, link: notifications.link })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, userId),
              inArray(notifications.kind, ['status_change']),
              gt(notifications.createdAt, input.since),
              lte(notifications.createdAt, input.now),
            ),
          )
          .orderBy(asc(notifications.createdAt))
          .limit(MOST_PER_SECTION)
      : [],
    input.kinds.includes('reminders')
      ? db
          .select({
            dueOn: trackerReminders.dueOn,
            text: trackerReminders.text,
            title: trackedApplications.title,
            company: trackedApplications.company,
          })
          .from(trackerReminders)
          .innerJoin(trackedApplications, eq(trackedApplications.id, trackerReminders.itemId))
          .where(
            and(
              eq(trackerReminders.userId, userId),
              isNull(trackerReminders.doneAt),
              lte(trackerReminders.dueOn, input.day),
            ),
          )
          .orderBy(asc(trackerReminders.dueOn), asc(trackerReminders.createdAt))
          .limit(MOST_PER_SECTION)
      : [],
  ]);
  return {
    statusChanges: changes.map((change) => ({
      text: change.title,
      url: `${origin}${change.link}`,
    })),
    reminders: due.map((reminder) => ({
      dueOn: reminder.dueOn,
      text: reminder.text,
      about: `${reminder.title} at ${reminder.company}`,
      url: `${origin}${TRACKER_LINK}`,
    })),
  };
}
