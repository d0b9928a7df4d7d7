import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAST_DUE_GRACE_MS, RENEWAL_SLACK_MS } from '../../src/core/billing/entitlement.ts';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { syncCustomerSubscription } from '../../src/core/billing/sync-customer-subscription.ts';
import { testSubscriptions, users } from '../../src/db/schema/index.ts';
import { MAIN_APP_API_PREFIX } from '../../src/server/routes/main-app.ts';
import type { SubscriptionStatus } from '../../src/shared/schemas/user.ts';
import { DAY_MS } from '../../src/shared/time.ts';
import { signUpUser } from '../helpers/accounts.ts';
import {
  currentUser,
  getAs,
  postAs,
  type SignedInUser,
  startCheckout,
} from '../helpers/billing.ts';
import { registeredRoutes } from '../helpers/registered-routes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A user who paid for `plan` through the test checkout. */
async function subscriber(plan: keyof typeof prices = 'pro'): Promise<SignedInUser> {
  const user = await signUpUser(t.app);
  const session = await startCheckout(t.app, user, prices[plan]);
  const paid = await postAs(t.app, user, `/api/test-checkout/${session.id}/pay`, {
    cardNumber: '4242424242424242',
  });
  expect(paid.statusCode).toBe(200);
  return user;
}

const overview = (user?: SignedInUser) => getAs(t.app, user, '/api/app/overview');

async function setAccount(
  userId: string,
  state: { subscriptionStatus: SubscriptionStatus; currentPeriodEnd: Date | null },
) {
  await t.ctx.db.update(users).set(state).where(eq(users.id, userId));
}

describe('GET /api/app/overview (the main-app gate)', () => {
  it('answers 401 when signed out', async () => {
    const response = await overview();
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 402 SUBSCRIPTION_REQUIRED to a signed-in user without a subscription', async () => {
    const user = await signUpUser(t.app);
    const response = await overview(user);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'Choose a plan to continue.',
    });
    expect(await currentUser(t.app, user)).toMatchObject({ entitled: false });
  });

  it('answers a subscriber with what the shell and dashboard need', async () => {
    const user = await subscriber('pro');
    const response = await overview(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      displayName: user.email.split('@')[0],
      planLevel: 'pro',
      planName: 'Pro',
      dailyApplicationQuota: 15,
      subscriptionStatus: 'active',
      currentPeriodEnd: expect.any(String),
      cancelAtPeriodEnd: false,
      profileComplete: false,
    });
  });

  it('keeps a subscription cancelled at period end until the period ends, then closes', async () => {
    const user = await subscriber('basic');
    expect((await postAs(t.app, user, '/api/billing/cancel')).statusCode).toBe(200);
    const open = await overview(user);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ cancelAtPeriodEnd: true, subscriptionStatus: 'active' });
    expect(await currentUser(t.app, user)).toMatchObject({ entitled: true });

    // The period ends: the provider now reports the subscription as ended, and the next sync
    // (a webhook in Stripe mode, reconciliation in any mode) writes it onto the account.
    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, user.userId));
    await t.ctx.db
      .update(testSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(testSubscriptions.id, account?.stripeSubscriptionId ?? ''));
    const { provider, catalog } = t.ctx.billing;
    await syncCustomerSubscription(t.ctx.db, {
      provider,
      catalog,
      customerId: account?.stripeCustomerId ?? '',
    });
    expect((await overview(user)).statusCode).toBe(402);
    expect(await currentUser(t.app, user)).toMatchObject({
      subscriptionStatus: 'cancelled',
      entitled: false,
    });
  });

  it('follows the entitlement rule on time alone: a period long over closes the gate', async () => {
    const user = await subscriber('enterprise');
    const now = Date.now();
    const cases: [SubscriptionStatus, number, number][] = [
      ['active', now - RENEWAL_SLACK_MS + 60_000, 200],
      ['active', now - RENEWAL_SLACK_MS - 60_000, 402],
      ['past_due', now - PAST_DUE_GRACE_MS + 60_000, 200],
      ['past_due', now - PAST_DUE_GRACE_MS - 60_000, 402],
      ['cancelled', now + 10 * DAY_MS, 402],
      ['inactive', now + 10 * DAY_MS, 402],
    ];
    for (const [subscriptionStatus, end, expected] of cases) {
      await setAccount(user.userId, { subscriptionStatus, currentPeriodEnd: new Date(end) });
      const label = `${subscriptionStatus} ending ${new Date(end).toISOString()}`;
      expect((await overview(user)).statusCode, label).toBe(expected);
      expect((await currentUser(t.app, user)).entitled, label).toBe(expected === 200);
    }
  });

  it('gates every route registered under the main-app prefix', async () => {
    const user = await signUpUser(t.app);
    const routes = registeredRoutes(t.app).filter(
      (route) => route.url.startsWith(`${MAIN_APP_API_PREFIX}/`) && route.method !== 'HEAD',
    );
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain(
      'GET /api/app/overview',
    );
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, 'sample-id');
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const signedOut = await t.app.inject({
        method,
        url,
        headers: { origin: 'http://localhost:3000' },
      });
      const inactive = await t.app.inject({
        method,
        url,
        headers: { origin: 'http://localhost:3000', cookie: user.cookie },
      });
      // A route with a required body refuses the empty one first (400): never lets it through.
      const gate = (status: number, expected: number) =>
        route.method !== 'GET' && status === 400 ? expected : status;
      expect([gate(signedOut.statusCode, 401), route.url]).toEqual([401, route.url]);
      expect([gate(inactive.statusCode, 402), route.url]).toEqual([402, route.url]);
    }
  });
});
