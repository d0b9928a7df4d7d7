import { date, integer, pgTable, primaryKey, text } from '../pg-core.ts';
import { users } from './accounts.ts';

/**
 * Language-model tokens spent per user per UTC day, against LLM_DAILY_TOKENS_PER_USER
 * (decision 054). `skipped` counts the calls not made because the day's budget was spent.
 * Deleted with the account; it holds no text, only counts.
 */
export const llmUsage = pgTable(
  'llm_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    tokens: integer('tokens').notNull().default(0),
    calls: integer('calls').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
