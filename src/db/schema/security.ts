import { integer, pgTable, text, timestamp } from '../pg-core.ts';

/**
 * Fixed-window counters for sign-in, sign-up and reset limits. They live in the database so that
 * several app processes share them.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
