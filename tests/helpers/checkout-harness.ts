import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { testModePriceCatalog } from '../../src/core/billing/price-catalog.ts';
import { testCheckoutSessions } from '../../src/db/schema/index.ts';
import { postAs, type SignedInUser } from './billing.ts';
import { createStripeTestApp, TEST_PRICES } from './stripe-test-app.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The app with one of the two billing providers, for tests that run the same checkout cases on
 * both: the built-in test mode (the embedded default) and the Stripe SDK pointed at the local
 * fake Stripe. What differs is only how a payment happens and where the provider's records are.
 */
export interface CheckoutHarness {
  t: TestApp;
  mode: 'test' | 'stripe';
  prices: Record<'basic' | 'pro' | 'enterprise', string>;
  /** The customer pays for the session on the provider's checkout page. */
  pay(user: SignedInUser, sessionId: string): Promise<void>;
  /** Checkout sessions and customers the provider holds for this user. */
  providerRecords(user: SignedInUser): Promise<{ sessions: string[]; customers: string[] }>;
  /** Customers the provider opened billing-portal sessions for (Stripe only). */
  portalCustomers(): string[] | undefined;
  close(): Promise<void>;
}

export async function testModeHarness(): Promise<CheckoutHarness> {
  const t = await createTestApp();
  return {
    t,
    mode: 'test',
    prices: testModePriceCatalog,
    async pay(user, sessionId) {
      const paid = await postAs(t.app, user, `/api/test-checkout/${sessionId}/pay`, {
        cardNumber: '4242 4242 4242 4242',
      });
      expect(paid.statusCode, paid.body).toBe(200);
    },
    async providerRecords(user) {
      const rows = await t.ctx.db
        .select()
        .from(testCheckoutSessions)
        .where(eq(testCheckoutSessions.userId, user.userId));
      return {
        sessions: rows.map((row) => row.id),
        customers: [...new Set(rows.map((row) => row.customerId))],
      };
    },
    portalCustomers: () => undefined,
    close: () => t.close(),
  };
}

export async function stripeHarness(): Promise<CheckoutHarness> {
  const t = await createStripeTestApp();
  const { fake } = t;
  return {
    t,
    mode: 'stripe',
    prices: TEST_PRICES,
    async pay(_user, sessionId) {
      fake.completeCheckout(sessionId);
    },
    async providerRecords(user) {
      const sessions = [...fake.checkoutSessions.values()].filter(
        (session) => session.client_reference_id === user.userId,
      );
      const customers = [...fake.customers.values()].filter(
        (customer) => customer.email === user.email || customer.metadata.userId === user.userId,
      );
      const ids = [...customers.map((c) => c.id), ...sessions.map((s) => String(s.customer))];
      return { sessions: sessions.map((session) => session.id), customers: [...new Set(ids)] };
    },
    portalCustomers: () =>
      fake.requests
        .filter((request) => request.path === '/v1/billing_portal/sessions')
        .map((request) => String(request.body.customer)),
    close: () => t.close(),
  };
}
