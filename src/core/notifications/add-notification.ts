import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { NotificationKind } from '../../shared/schemas/notifications.ts';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  link: string;
  /** Names the event; the same event twice (a retried job) is stored once. */
  dedupeKey: string;
}

/** Tells the user something in the app; runs in the caller's transaction when given one. */
export async function addNotification(db: Executor, input: NewNotification): Promise<void> {
  await db
    .insert(notifications)
    .values({ id: randomUUID(), ...input })
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] });
}
