import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../../src/db/schema/index.ts';
import { signUpUser } from './accounts.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';
import type { FakeEvent } from './fake-stripe-objects.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const TEST_PRICES = {
  basic: 'price_hireloop_basic',
  pro: 'price_hireloop_pro',
  enterprise: 'price_hireloop_enterprise',
} as const;
export const WEBHOOK_SECRET = 'whsec_hireloop_test_secret';

export interface StripeTestApp extends TestApp {
  fake: FakeStripe;
  /** POSTs the event to the webhook route, signed like Stripe signs it. */
  deliver(
    event: FakeEvent,
    options?: { pretty?: boolean; timestamp?: number; secret?: string },
  ): Promise<LightMyRequestResponse>;
  /** A signed-up user with a Stripe customer and a completed checkout for `priceId`. */
  subscribedUser(
    priceId?: string,
  ): Promise<{ userId: string; customerId: string; subscriptionId: string; event: FakeEvent }>;
  billingRow(userId: string): Promise<typeof users.$inferSelect>;
}

/** The real app in Stripe mode, its SDK pointed at a fake Stripe on 127.0.0.1. */
export async function createStripeTestApp(
  options: { worker?: boolean } = {},
): Promise<StripeTestApp> {
  const fake = await startFakeStripe({ prices: Object.values(TEST_PRICES) });
  const t = await createTestApp({
    ...options,
    env: {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_BASIC: TEST_PRICES.basic,
      STRIPE_PRICE_PRO: TEST_PRICES.pro,
      STRIPE_PRICE_ENTERPRISE: TEST_PRICES.enterprise,
      STRIPE_API_URL: fake.url,
    },
  });
  const deliver: StripeTestApp['deliver'] = (event, delivery = {}) => {
    const { payload, headers } = fake.signedDelivery(
      event,
      delivery.secret ?? WEBHOOK_SECRET,
      delivery,
    );
    return t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers, payload });
  };
  return {
    ...t,
    fake,
    deliver,
    async subscribedUser(priceId = TEST_PRICES.pro) {
      const { userId, email } = await signUpUser(t.app);
      const { provider } = t.ctx.billing;
      const customerId = await provider.createCustomer({ userId, email });
      const session = await provider.createCheckoutSession({
        customerId,
        userId,
        priceId,
        successUrl: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'http://localhost:3000/subscribe',
        idempotencyKey: `checkout-${userId}`,
      });
      const event = fake.completeCheckout(session.id);
      const subscriptionId = fake.checkoutSessions.get(session.id)?.subscription ?? '';
      return { userId, customerId, subscriptionId, event };
    },
    async billingRow(userId) {
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
      if (!row) throw new Error(`no user ${userId}`);
      return row;
    },
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
