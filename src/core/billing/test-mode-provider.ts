import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { testCheckoutSessions, testSubscriptions } from '../../db/schema/index.ts';
import type {
  BillingProvider,
  ProviderCheckoutSession,
  ProviderSubscription,
  ProviderSubscriptionStatus,
} from './billing-provider.ts';

type SubscriptionRow = typeof testSubscriptions.$inferSelect;

/** A subscription set to end at its period end has ended once that moment passed, as in Stripe. */
function toProviderSubscription(row: SubscriptionRow, now: Date): ProviderSubscription {
  const ended = row.cancelAtPeriodEnd && row.currentPeriodEnd.getTime() <= now.getTime();
  return {
    id: row.id,
    customerId: row.customerId,
    status: ended ? 'canceled' : (row.status as ProviderSubscriptionStatus),
    priceId: row.priceId,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    created: row.createdAt,
  };
}

/**
 * The built-in payment provider of the embedded default (docs/decisions/007): it plays Stripe's
 * part with the test_checkout_sessions and test_subscriptions tables. No card is charged. Payment
 * itself happens in complete-test-checkout.ts, the server side of the test checkout page.
 * These methods use `db` directly, so they must not be called inside a transaction on PGlite
 * (its single connection would wait for the transaction to end).
 */
export function createTestModeProvider(
  db: Database,
  options: { appOrigin: string; now?: () => Date },
): BillingProvider {
  const now = options.now ?? (() => new Date());
  return {
    mode: 'test',

    async createCustomer() {
      return `cus_test_${randomUUID()}`;
    },

    async createCheckoutSession(input) {
      const id = `cs_test_${randomBytes(18).toString('base64url')}`;
      // The unique key makes a repeated request answer with the first session, as Stripe does.
      await db
        .insert(testCheckoutSessions)
        .values({
          id,
          userId: input.userId,
          customerId: input.customerId,
          priceId: input.priceId,
          status: 'open',
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing({ target: testCheckoutSessions.idempotencyKey });
      const [session] = await db
        .select({ id: testCheckoutSessions.id })
        .from(testCheckoutSessions)
        .where(eq(testCheckoutSessions.idempotencyKey, input.idempotencyKey));
      if (!session) throw new Error('test checkout session vanished after insert');
      return { id: session.id, url: `${options.appOrigin}/test-checkout/${session.id}` };
    },

    async retrieveCheckoutSession(id): Promise<ProviderCheckoutSession | null> {
      const [row] = await db
        .select()
        .from(testCheckoutSessions)
        .where(eq(testCheckoutSessions.id, id));
      if (!row) return null;
      return {
        id: row.id,
        clientReferenceId: row.userId,
        customerId: row.customerId,
        subscriptionId: row.subscriptionId,
        status: row.status,
        paymentStatus: row.status === 'complete' ? 'paid' : 'unpaid',
      };
    },

    async listCustomerSubscriptions(customerId) {
      const rows = await db
        .select()
        .from(testSubscriptions)
        .where(eq(testSubscriptions.customerId, customerId));
      const at = now();
      return rows.map((row) => toProviderSubscription(row, at));
    },

    // Test mode has no hosted billing portal: "manage billing" is our own account page.
    async createPortalSession(input) {
      return { url: input.returnUrl };
    },

    async cancelSubscription(input) {
      await db
        .update(testSubscriptions)
        .set(
          input.atPeriodEnd
            ? { cancelAtPeriodEnd: true, updatedAt: now() }
            : { status: 'canceled', updatedAt: now() },
        )
        .where(eq(testSubscriptions.id, input.subscriptionId));
    },
  };
}
