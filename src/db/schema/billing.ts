import { boolean, index, pgTable, text, timestamp } from '../pg-core.ts';
import { users } from './accounts.ts';

/** Each Stripe event id once: recorded in the same transaction as its effect, so a redelivery is a no-op. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test-mode payment provider's own records (the embedded default has no Stripe):
 * they play the part of Stripe's Checkout Sessions and Subscriptions.
 */
export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    priceId: text('price_id').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull(),
    subscriptionId: text('subscription_id'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('test_checkout_sessions_user_id_idx').on(table.userId)],
);

export const testSubscriptions = pgTable(
  'test_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    priceId: text('price_id').notNull(),
    /** Stripe's vocabulary: active, past_due, unpaid, canceled, incomplete, ... */
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('test_subscriptions_customer_id_idx').on(table.customerId)],
);
