import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_RATE_LIMIT,
  createCheckoutSession,
} from '../../src/core/billing/create-checkout-session.ts';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { syncCustomerSubscription } from '../../src/core/billing/sync-customer-subscription.ts';
import { testCheckoutSessions, testSubscriptions, users } from '../../src/db/schema/index.ts';
import { DAY_MS } from '../../src/shared/time.ts';
import { signUpUser } from '../helpers/accounts.ts';
import {
  CANCEL_URL,
  checkoutBody,
  currentUser,
  getAs,
  postAs,
  type SignedInUser,
  startCheckout,
} from '../helpers/billing.ts';
import { startFakeStripe } from '../helpers/fake-stripe.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const pay = (user: SignedInUser, sessionId: string, cardNumber = '4242424242424242') =>
  postAs(t.app, user, `/api/test-checkout/${sessionId}/pay`, { cardNumber });

async function sessionRow(id: string) {
  const [row] = await t.ctx.db
    .select()
    .from(testCheckoutSessions)
    .where(eq(testCheckoutSessions.id, id));
  return row;
}

async function subscriptionsOf(sessionId: string) {
  const row = await sessionRow(sessionId);
  return t.ctx.db
    .select()
    .from(testSubscriptions)
    .where(eq(testSubscriptions.customerId, row?.customerId ?? ''));
}

describe('the built-in test checkout', () => {
  it('starts at our own test checkout page and shows its owner the plan, price and label', async () => {
    const user = await signUpUser(t.app);
    const session = await startCheckout(t.app, user, prices.pro);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${TEST_ORIGIN}/test-checkout/${session.id}`);
    const page = await getAs(t.app, user, `/api/test-checkout/${session.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      id: session.id,
      planId: 'pro',
      planName: 'Pro',
      priceMonthlyUsd: 19,
      status: 'open',
      email: user.email,
      modeLabel: expect.stringMatching(/test mode/i),
    });
  });

  it('hides a session from everyone but its owner (404), and from signed-out visitors (401)', async () => {
    const [owner, other] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
    const session = await startCheckout(t.app, owner, prices.basic);
    const unknown = await getAs(t.app, other, '/api/test-checkout/cs_test_unknown');
    const pages = [
      await getAs(t.app, other, `/api/test-checkout/${session.id}`),
      await pay(other, session.id),
      await postAs(t.app, other, `/api/test-checkout/${session.id}/cancel`),
    ];
    for (const response of [...pages, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(pages[0]?.body).toBe(unknown.body);
    expect((await getAs(t.app, undefined, `/api/test-checkout/${session.id}`)).statusCode).toBe(
      401,
    );
    expect((await sessionRow(session.id))?.status).toBe('open');
    expect(await currentUser(t.app, other)).toMatchObject({ subscriptionStatus: 'inactive' });
  });

  it('pays with 4242 4242 4242 4242: active, the plan of the price, entitled on /api/me at once', async () => {
    const user = await signUpUser(t.app);
    const session = await startCheckout(t.app, user, prices.enterprise);
    const before = Date.now();
    const paid = await pay(user, session.id, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      redirectUrl: `${TEST_ORIGIN}/subscription-status?session_id=${session.id}&status=success`,
    });
    expect(await currentUser(t.app, user)).toMatchObject({
      subscriptionStatus: 'active',
      planLevel: 'enterprise',
      entitled: true,
    });
    const row = await sessionRow(session.id);
    expect(row?.status).toBe('complete');
    const [subscription, ...more] = await subscriptionsOf(session.id);
    expect(more).toEqual([]);
    expect(subscription?.id).toMatch(/^sub_test_[0-9a-f-]{36}$/);
    expect(row?.subscriptionId).toBe(subscription?.id);
    expect(row?.customerId).toMatch(/^cus_test_[0-9a-f-]{36}$/);
    const periodMs = (subscription?.currentPeriodEnd.getTime() ?? 0) - before;
    expect(periodMs).toBeGreaterThanOrEqual(30 * DAY_MS - 1000);
    expect(periodMs).toBeLessThanOrEqual(30 * DAY_MS + 5000);
    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, user.userId));
    expect(account).toMatchObject({
      stripeSubscriptionId: subscription?.id,
      stripePriceId: prices.enterprise,
      currentPeriodEnd: subscription?.currentPeriodEnd,
    });
  });

  it('paying twice, even at once, makes one subscription and answers the same address', async () => {
    const user = await signUpUser(t.app);
    const session = await startCheckout(t.app, user, prices.basic);
    const answers = await Promise.all([pay(user, session.id), pay(user, session.id)]);
    const again = await pay(user, session.id);
    for (const answer of [...answers, again]) expect(answer.statusCode).toBe(200);
    expect(new Set([...answers, again].map((answer) => answer.body)).size).toBe(1);
    expect(await subscriptionsOf(session.id)).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 with 402 and changes nothing', async () => {
    const user = await signUpUser(t.app);
    const session = await startCheckout(t.app, user, prices.pro);
    const declined = await pay(user, session.id, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      code: 'PAYMENT_DECLINED',
      message: 'Your card was declined. Try the test card 4242 4242 4242 4242.',
    });
    expect(await currentUser(t.app, user)).toMatchObject({
      subscriptionStatus: 'inactive',
      planLevel: 'none',
      entitled: false,
    });
    expect((await sessionRow(session.id))?.status).toBe('open');
    expect(await subscriptionsOf(session.id)).toEqual([]);
  });

  it('explains the two test cards for any other number', async () => {
    const user = await signUpUser(t.app);
    const session = await startCheckout(t.app, user, prices.pro);
    for (const cardNumber of ['5555 5555 5555 4444', '4242', 'abcd']) {
      const response = await pay(user, session.id, cardNumber);
      expect(response.statusCode).toBe(400);
      const [message] = response.json().fieldErrors.cardNumber;
      expect(message).toContain('4242 4242 4242 4242');
      expect(message).toContain('4000 0000 0000 0002');
    }
    expect((await sessionRow(session.id))?.status).toBe('open');
  });

  it('cancel sends the browser to the cancel address and leaves the account unchanged', async () => {
    const user = await signUpUser(t.app);
    const session = await startCheckout(t.app, user, prices.pro);
    const cancelled = await postAs(t.app, user, `/api/test-checkout/${session.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ redirectUrl: CANCEL_URL });
    expect(new URL(cancelled.json().redirectUrl).searchParams.get('status')).toBe('cancelled');
    expect(await currentUser(t.app, user)).toMatchObject({ subscriptionStatus: 'inactive' });
    // Clicking the plan again finds the same session, which can still be paid.
    expect((await startCheckout(t.app, user, prices.pro)).id).toBe(session.id);
    expect((await pay(user, session.id)).statusCode).toBe(200);
  });

  it('refuses to pay a second checkout (another tab) once subscribed', async () => {
    const user = await signUpUser(t.app);
    const basic = await startCheckout(t.app, user, prices.basic);
    const pro = await startCheckout(t.app, user, prices.pro);
    expect((await pay(user, basic.id)).statusCode).toBe(200);
    const second = await pay(user, pro.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ALREADY_SUBSCRIBED');
    expect(await subscriptionsOf(basic.id)).toHaveLength(1);
    expect((await sessionRow(pro.id))?.status).toBe('open');
    expect(await currentUser(t.app, user)).toMatchObject({ planLevel: 'basic' });
  });

  it('starts a new session, not the old paid one, after a subscription ended', async () => {
    const user = await signUpUser(t.app);
    const first = await startCheckout(t.app, user, prices.pro);
    await pay(user, first.id);
    const [subscription] = await subscriptionsOf(first.id);
    const { provider, catalog } = t.ctx.billing;
    await provider.cancelSubscription({
      subscriptionId: subscription?.id ?? '',
      atPeriodEnd: false,
    });
    const customerId = (await sessionRow(first.id))?.customerId ?? '';
    await syncCustomerSubscription(t.ctx.db, { provider, catalog, customerId });
    expect(await currentUser(t.app, user)).toMatchObject({
      subscriptionStatus: 'cancelled',
      entitled: false,
    });
    const second = await startCheckout(t.app, user, prices.pro);
    expect(second.id).not.toBe(first.id);
    expect((await pay(user, second.id)).statusCode).toBe(200);
    expect(await currentUser(t.app, user)).toMatchObject({ subscriptionStatus: 'active' });
  });

  it('lets a user pay again once a subscription lapsed unrenewed (test ones are never renewed)', async () => {
    const user = await signUpUser(t.app);
    const first = await startCheckout(t.app, user, prices.pro);
    await pay(user, first.id);
    // 33 days later: the 30-day period and the renewal slack have passed.
    const lapsedEnd = new Date(Date.now() - 3 * DAY_MS);
    const customerId = (await sessionRow(first.id))?.customerId ?? '';
    await t.ctx.db
      .update(testSubscriptions)
      .set({ currentPeriodEnd: lapsedEnd })
      .where(eq(testSubscriptions.customerId, customerId));
    await t.ctx.db
      .update(users)
      .set({ currentPeriodEnd: lapsedEnd })
      .where(eq(users.id, user.userId));
    expect(await currentUser(t.app, user)).toMatchObject({ entitled: false });
    const second = await startCheckout(t.app, user, prices.pro);
    const paid = await pay(user, second.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await currentUser(t.app, user)).toMatchObject({ entitled: true, planLevel: 'pro' });
  });

  it('gives a new session once the 10-minute idempotency window has passed', async () => {
    const user = await signUpUser(t.app);
    const sessionUser = { id: user.userId, email: user.email };
    const input = {
      sessionUser,
      priceId: prices.basic,
      userId: user.userId,
      userEmail: user.email,
      successUrl: `${TEST_ORIGIN}/subscription-status`,
      cancelUrl: CANCEL_URL,
    };
    const at = (iso: string) => createCheckoutSession(t.ctx, { ...input, now: new Date(iso) });
    const first = await at('2030-01-01T10:00:00Z');
    expect((await at('2030-01-01T10:09:59Z')).id).toBe(first.id);
    expect((await at('2030-01-01T10:10:00Z')).id).not.toBe(first.id);
  });

  it('limits how many checkouts one account may start in an hour', async () => {
    const user = await signUpUser(t.app);
    for (let attempt = 0; attempt < CHECKOUT_RATE_LIMIT.limit; attempt += 1) {
      await startCheckout(t.app, user, prices.basic, { cancel_url: `${CANCEL_URL}&n=${attempt}` });
    }
    const refused = await postAs(t.app, user, '/api/create-checkout-session', {
      ...checkoutBody(user, prices.basic),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('outside test mode', () => {
  it('answers 404 on every test checkout route', async () => {
    const fake = await startFakeStripe();
    const stripeApp = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_WEBHOOK_SECRET: 'whsec_test_checkout',
        STRIPE_PRICE_BASIC: 'price_b',
        STRIPE_PRICE_PRO: 'price_p',
        STRIPE_PRICE_ENTERPRISE: 'price_e',
        STRIPE_API_URL: fake.url,
      },
    });
    try {
      const user = await signUpUser(stripeApp.app);
      const id = 'cs_test_anything';
      const answers = [
        await getAs(stripeApp.app, user, `/api/test-checkout/${id}`),
        await postAs(stripeApp.app, user, `/api/test-checkout/${id}/pay`, {
          cardNumber: '4242424242424242',
        }),
        await postAs(stripeApp.app, user, `/api/test-checkout/${id}/cancel`),
      ];
      for (const answer of answers) expect(answer.statusCode).toBe(404);
    } finally {
      await stripeApp.close();
      await fake.close();
    }
  });
});
