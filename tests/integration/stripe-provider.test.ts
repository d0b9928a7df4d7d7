import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingProvider } from '../../src/core/billing/billing-provider.ts';
import {
  createStripeProvider,
  STRIPE_API_VERSION,
  stripeClientOptions,
} from '../../src/core/billing/stripe-provider.ts';
import { type FakeStripe, startFakeStripe } from '../helpers/fake-stripe.ts';
import { TEST_PRICES } from '../helpers/stripe-test-app.ts';

/** Every outgoing HTTP(S) request of this process while the tests run, by host. */
const outgoing: string[] = [];
const onRequest = (message: unknown) => {
  const { request } = message as { request: ClientRequest };
  outgoing.push(`${request.protocol}//${request.host}`);
};

let fake: FakeStripe;
let provider: BillingProvider;
beforeAll(async () => {
  subscribe('http.client.request.start', onRequest);
  fake = await startFakeStripe({ prices: Object.values(TEST_PRICES) });
  provider = createStripeProvider({
    mode: 'stripe',
    secretKey: fake.secretKey,
    webhookSecret: 'whsec_unused',
    prices: TEST_PRICES,
    apiUrl: fake.url,
  });
});
afterAll(async () => {
  unsubscribe('http.client.request.start', onRequest);
  await fake.close();
});

const checkoutInput = (customerId: string, key: string) => ({
  customerId,
  userId: 'user-1',
  priceId: TEST_PRICES.pro,
  successUrl: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:3000/subscribe',
  idempotencyKey: key,
});

describe('where the SDK sends requests', () => {
  it('pins the SDK’s own API version and points at STRIPE_API_URL when it is set', () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
    expect(stripeClientOptions({ apiUrl: 'http://127.0.0.1:4242' })).toMatchObject({
      apiVersion: Stripe.API_VERSION,
      host: '127.0.0.1',
      port: '4242',
      protocol: 'http',
      maxNetworkRetries: 2,
      timeout: 10_000,
    });
    // Without it the SDK's default (api.stripe.com) applies, so tests must always set it.
    expect(stripeClientOptions({ apiUrl: undefined })).not.toHaveProperty('host');
  });

  it('sends every call to the fake, with the pinned version and the key, and nowhere else', async () => {
    const customerId = await provider.createCustomer({ userId: 'user-1', email: 'a@example.test' });
    await provider.createCheckoutSession(checkoutInput(customerId, 'everything-1'));
    await provider.listCustomerSubscriptions(customerId);
    await provider.createPortalSession({ customerId, returnUrl: 'http://localhost:3000/account' });
    expect(fake.requests.length).toBeGreaterThanOrEqual(4);
    for (const request of fake.requests) expect(request.stripeVersion).toBe(STRIPE_API_VERSION);
    expect(outgoing.length).toBeGreaterThanOrEqual(4);
    expect(outgoing.filter((origin) => origin !== 'http://127.0.0.1')).toEqual([]);
  });
});

describe('the BillingProvider over the SDK', () => {
  it('creates a customer carrying our user id', async () => {
    const customerId = await provider.createCustomer({ userId: 'user-7', email: 'b@example.test' });
    expect(fake.customers.get(customerId)).toMatchObject({
      email: 'b@example.test',
      metadata: { userId: 'user-7' },
    });
  });

  it('creates a subscription checkout with client_reference_id, one price, and the idempotency key', async () => {
    const customerId = await provider.createCustomer({ userId: 'user-1', email: 'c@example.test' });
    const first = await provider.createCheckoutSession(checkoutInput(customerId, 'double-click'));
    const second = await provider.createCheckoutSession(checkoutInput(customerId, 'double-click'));
    expect(second).toEqual(first);
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/cs_test_/);
    const sent = fake.requests.filter(
      (r) => r.path === '/v1/checkout/sessions' && r.method === 'POST',
    );
    expect(sent.at(-1)).toMatchObject({
      idempotencyKey: 'double-click',
      body: {
        mode: 'subscription',
        customer: customerId,
        client_reference_id: 'user-1',
        line_items: [{ price: TEST_PRICES.pro, quantity: '1' }],
        success_url: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
      },
    });
    const sessions = [...fake.checkoutSessions.values()].filter((s) => s.customer === customerId);
    expect(sessions).toHaveLength(1);
    await expect(
      provider.createCheckoutSession({
        ...checkoutInput(customerId, 'double-click'),
        priceId: TEST_PRICES.basic,
      }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });

  it('reads a checkout session before and after payment, and null for an unknown id', async () => {
    const customerId = await provider.createCustomer({ userId: 'user-2', email: 'd@example.test' });
    const { id } = await provider.createCheckoutSession(checkoutInput(customerId, 'read-1'));
    expect(await provider.retrieveCheckoutSession(id)).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      subscriptionId: null,
    });
    fake.completeCheckout(id);
    expect(await provider.retrieveCheckoutSession(id)).toEqual({
      id,
      clientReferenceId: 'user-1',
      customerId,
      subscriptionId: fake.checkoutSessions.get(id)?.subscription,
      status: 'complete',
      paymentStatus: 'paid',
    });
    expect(await provider.retrieveCheckoutSession('cs_test_unknown')).toBeNull();
  });

  it('lists all subscriptions with the period from the subscription item', async () => {
    const periodEnd = new Date(Math.floor(Date.now() / 1000 + 12 * 86_400) * 1000);
    const live = fake.createSubscription({ priceId: TEST_PRICES.enterprise, periodEnd });
    const old = fake.createSubscription({ customerId: live.customer, priceId: TEST_PRICES.basic });
    fake.setSubscriptionStatus(old.id, 'canceled');
    const listed = await provider.listCustomerSubscriptions(live.customer);
    expect(fake.requests.at(-1)?.query).toMatchObject({ customer: live.customer, status: 'all' });
    expect(listed.map((sub) => sub.id).sort()).toEqual([live.id, old.id].sort());
    expect(listed.find((sub) => sub.id === live.id)).toMatchObject({
      status: 'active',
      priceId: TEST_PRICES.enterprise,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
    });
  });

  it('cancels at the period end by update, and immediately by cancel', async () => {
    const later = fake.createSubscription({ priceId: TEST_PRICES.pro });
    await provider.cancelSubscription({ subscriptionId: later.id, atPeriodEnd: true });
    expect(fake.subscriptions.get(later.id)).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
    const now = fake.createSubscription({ priceId: TEST_PRICES.pro });
    await provider.cancelSubscription({ subscriptionId: now.id, atPeriodEnd: false });
    expect(fake.subscriptions.get(now.id)?.status).toBe('canceled');
  });

  it('retries a retryable failure with the same idempotency key', async () => {
    fake.failNext(503, { retryable: true });
    const before = fake.requests.length;
    const customerId = await provider.createCustomer({ userId: 'user-3', email: 'e@example.test' });
    const attempts = fake.requests.slice(before);
    expect(attempts.map((attempt) => attempt.status)).toEqual([503, 200]);
    expect(attempts[0]?.idempotencyKey).toBeTruthy();
    expect(attempts[1]?.idempotencyKey).toBe(attempts[0]?.idempotencyKey);
    expect(fake.customers.has(customerId)).toBe(true);
  });

  it('refuses a subscription in a shape the pinned version does not have', async () => {
    const odd = fake.createSubscription({ priceId: TEST_PRICES.pro });
    (odd as { status: string }).status = 'something_new';
    await expect(provider.listCustomerSubscriptions(odd.customer)).rejects.toThrow();
  });
});
