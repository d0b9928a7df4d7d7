import { notificationKinds } from '../../shared/schemas/notifications.ts';
import { index, pgTable, text, timestamp, uniqueIndex } from '../pg-core.ts';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What the user is told in the app (decision 069). `dedupe_key` names the event (a match run,
 * an application's move, a reminder), so a retried job or a second reader adds nothing twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (table) => [
    uniqueIndex('notifications_user_dedupe_idx').on(table.userId, table.dedupeKey),
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
  ],
);
