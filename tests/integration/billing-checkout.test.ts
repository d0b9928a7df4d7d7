import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { planById } from '../../src/shared/plans.ts';
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
import {
  type CheckoutHarness,
  stripeHarness,
  testModeHarness,
} from '../helpers/checkout-harness.ts';
import type { TestApp } from '../helpers/test-app.ts';

const storedCustomer = async (t: TestApp, userId: string) =>
  (
    await t.ctx.db
      .select({ customerId: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, userId))
  )[0]?.customerId ?? null;

/** The same cases on both providers; see checkout-harness.ts for what differs. */
describe.each([
  ['test mode', testModeHarness],
  ['Stripe mode', stripeHarness],
] as const)('checkout in %s', (_label, start) => {
  let h: CheckoutHarness;
  let app: TestApp['app'];
  beforeAll(async () => {
    h = await start();
    app = h.t.app;
  });
  afterAll(() => h?.close());
  const signUp = () => signUpUser(app);

  it('lists the plans with their price ids and the billing mode, signed out', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.mode).toBe(h.mode);
    expect(
      body.plans.map((plan: { id: string; priceId: string }) => [plan.id, plan.priceId]),
    ).toEqual([
      ['basic', h.prices.basic],
      ['pro', h.prices.pro],
      ['enterprise', h.prices.enterprise],
    ]);
  });

  it('refuses a signed-out visitor', async () => {
    const user = await signUp();
    const response = await postAs(app, undefined, '/api/create-checkout-session', {
      ...checkoutBody(user, h.prices.pro),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a body naming another user or another e-mail (403), and creates nothing', async () => {
    const [user, other] = await Promise.all([signUp(), signUp()]);
    const asOther = await postAs(app, user, '/api/create-checkout-session', {
      ...checkoutBody(user, h.prices.pro),
      userId: other.userId,
    });
    const otherEmail = await postAs(app, user, '/api/create-checkout-session', {
      ...checkoutBody(user, h.prices.pro),
      userEmail: other.email,
    });
    for (const response of [asOther, otherEmail]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    for (const someone of [user, other]) {
      expect(await h.providerRecords(someone)).toEqual({ sessions: [], customers: [] });
      expect(await storedCustomer(h.t, someone.userId)).toBeNull();
    }
  });

  it('refuses an unknown price with a field error on priceId', async () => {
    const user = await signUp();
    const response = await postAs(
      app,
      user,
      '/api/create-checkout-session',
      checkoutBody(user, 'price_made_up'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ priceId: [expect.any(String)] });
    expect(await h.providerRecords(user)).toEqual({ sessions: [], customers: [] });
  });

  it('refuses return pages on another site with field errors', async () => {
    const user = await signUp();
    const foreign = [
      ['https://evil.example/phish?session_id={CHECKOUT_SESSION_ID}', 'http://localhost:3001/'],
      ['http://localhost:3000@evil.example/', 'https://localhost:3000/subscribe'],
    ];
    for (const [success, cancel] of foreign) {
      const response = await postAs(app, user, '/api/create-checkout-session', {
        ...checkoutBody(user, h.prices.basic),
        success_url: success,
        cancel_url: cancel,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors).sort()).toEqual([
        'cancel_url',
        'success_url',
      ]);
    }
    expect(await h.providerRecords(user)).toEqual({ sessions: [], customers: [] });
  });

  it('answers a double click with one session and one customer', async () => {
    const user = await signUp();
    const [first, second] = await Promise.all([
      startCheckout(app, user, h.prices.pro),
      startCheckout(app, user, h.prices.pro),
    ]);
    expect(second).toEqual(first);
    expect(first.id).toMatch(/^cs_/);
    const records = await h.providerRecords(user);
    expect(records.sessions).toEqual([first.id]);
    expect(records.customers).toEqual([await storedCustomer(h.t, user.userId)]);
  });

  it('creates one customer when two first checkouts for different plans race', async () => {
    const user = await signUp();
    const sessions = await Promise.all([
      startCheckout(app, user, h.prices.basic),
      startCheckout(app, user, h.prices.enterprise),
    ]);
    expect(new Set(sessions.map((session) => session.id)).size).toBe(2);
    const records = await h.providerRecords(user);
    expect(records.customers).toHaveLength(1);
    expect(records.customers[0]).toBe(await storedCustomer(h.t, user.userId));
  });

  it('reuses the stored customer on a later checkout', async () => {
    const user = await signUp();
    await startCheckout(app, user, h.prices.basic);
    const customer = await storedCustomer(h.t, user.userId);
    expect(customer).toMatch(/^cus_/);
    await startCheckout(app, user, h.prices.pro, { cancel_url: `${CANCEL_URL}&again=1` });
    expect(await storedCustomer(h.t, user.userId)).toBe(customer);
    const records = await h.providerRecords(user);
    expect(records.sessions).toHaveLength(2);
    expect(records.customers).toEqual([customer]);
  });

  it('after payment, verifies the own session and shows the plan and entitlement on /api/me', async () => {
    const user = await signUp();
    const session = await startCheckout(app, user, h.prices.pro);
    expect(await currentUser(app, user)).toMatchObject({ subscriptionStatus: 'inactive' });
    await h.pay(user, session.id);
    const verify = await postAs(app, user, '/api/verify-subscription', {
      sessionId: session.id,
      userId: user.userId,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ verified: true });
    expect(await currentUser(app, user)).toMatchObject({
      subscriptionStatus: 'active',
      planLevel: 'pro',
      entitled: true,
    });
    const again = await postAs(
      app,
      user,
      '/api/create-checkout-session',
      checkoutBody(user, h.prices.enterprise),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SUBSCRIBED');
  });

  it("never verifies someone else's session, an unpaid one or a made-up id", async () => {
    const [owner, intruder] = await Promise.all([signUp(), signUp()]);
    const session = await startCheckout(app, owner, h.prices.basic);
    await startCheckout(app, intruder, h.prices.basic);
    const verify = (user: SignedInUser, sessionId: string) =>
      postAs(app, user, '/api/verify-subscription', { sessionId, userId: user.userId });
    expect((await verify(owner, session.id)).json()).toEqual({ verified: false }); // not paid yet
    await h.pay(owner, session.id);
    for (const sessionId of [session.id, 'cs_test_doesnotexist', '../v1/customers', 'x']) {
      const response = await verify(intruder, sessionId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ verified: false });
    }
    expect(await currentUser(app, intruder)).toMatchObject({ subscriptionStatus: 'inactive' });
    const namingOwner = await postAs(app, intruder, '/api/verify-subscription', {
      sessionId: session.id,
      userId: owner.userId,
    });
    expect(namingOwner.statusCode).toBe(403);
  });

  it('opens the billing portal only for the own customer, and only once there is one', async () => {
    const [user, other] = await Promise.all([signUp(), signUp()]);
    const none = await postAs(app, user, '/api/billing/portal');
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_SUBSCRIPTION');
    await startCheckout(app, user, h.prices.basic);
    await startCheckout(app, other, h.prices.basic);
    const otherCustomer = await storedCustomer(h.t, other.userId);
    const portal = await postAs(app, user, '/api/billing/portal', { customerId: otherCustomer });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toEqual(expect.any(String));
    const customers = h.portalCustomers();
    if (customers) expect(customers).toEqual([await storedCustomer(h.t, user.userId)]);
    else expect(portal.json().url).toBe('http://localhost:3000/main-app/account');
  });

  it('cancels at period end: the account stays entitled and shows it', async () => {
    const user = await signUp();
    const none = await postAs(app, user, '/api/billing/cancel');
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_SUBSCRIPTION');
    const session = await startCheckout(app, user, h.prices.basic);
    await h.pay(user, session.id);
    await postAs(app, user, '/api/verify-subscription', {
      sessionId: session.id,
      userId: user.userId,
    });
    const before = (await getAs(app, user, '/api/billing/subscription')).json();
    expect(before).toMatchObject({ canCancel: true, cancelAtPeriodEnd: false, entitled: true });

    const cancelled = await postAs(app, user, '/api/billing/cancel');
    expect(cancelled.statusCode).toBe(200);
    const summary = (await getAs(app, user, '/api/billing/subscription')).json();
    expect(cancelled.json()).toEqual(summary);
    expect(summary).toMatchObject({
      planLevel: 'basic',
      planName: planById('basic').name,
      priceMonthlyUsd: 9,
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
      entitled: true,
      canManageBilling: true,
      canCancel: false,
      currentPeriodEnd: before.currentPeriodEnd,
    });
    expect(new Date(summary.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    expect(await currentUser(app, user)).toMatchObject({ entitled: true });
    expect((await postAs(app, user, '/api/billing/cancel')).statusCode).toBe(200);
  });
});
