import { type DigestKind, digestFrequencies } from '../../shared/schemas/digest.ts';
import { sql } from '../orm.ts';
import { date, index, integer, pgTable, primaryKey, text, timestamp } from '../pg-core.ts';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The digest's settings; a user without a row gets the defaults (daily, every kind, 8 o'clock). */
export const digestSettings = pgTable('digest_settings', {
  userId: userId().primaryKey(),
  frequency: text('frequency', { enum: digestFrequencies }).notNull(),
  kinds: text('kinds').array().$type<DigestKind[]>().notNull(),
  hour: integer('hour').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * One row per user and local day: the idempotency key of that day's digest (decision 066).
 * `claimed` with a live lease: a worker is building it; `claimed` with a lapsed lease: that worker
 * died before sending, and the next one takes it over; `sending`: handed to the mailer, never
 * sent again whatever happens next; `sent`; `empty`: nothing to say that day.
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    userId: userId(),
    day: date('day').notNull(),
    status: text('status', { enum: ['claimed', 'sending', 'sent', 'empty'] }).notNull(),
    /** Whose claim this is now; a worker whose claim was taken over stores nothing. */
    claimId: text('claim_id').notNull(),
    leaseExpiresAt: at('lease_expires_at').notNull(),
    attempts: integer('attempts').notNull().default(1),
    /** Matches created up to this moment are in this digest; the next one starts after it. */
    coveredUntil: at('covered_until'),
    matchCount: integer('match_count').notNull().default(0),
    sentAt: at('sent_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** The one-time links (like, dislike) already used: the link's random id, never the token. */
export const digestLinkUses = pgTable(
  'digest_link_uses',
  {
    linkId: text('link_id').primaryKey(),
    userId: userId(),
    usedAt: at('used_at').notNull().default(sql`now()`),
  },
  // The export and the account deletion's cascade find a user's rows by it.
  (table) => [index('digest_link_uses_user_idx').on(table.userId)],
);
