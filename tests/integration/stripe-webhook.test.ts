import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEntitled } from '../../src/core/billing/entitlement.ts';
import { stripeEvents, users } from '../../src/db/schema/index.ts';
import { signUpUser } from '../helpers/accounts.ts';
import { expectedBilling, storedBilling } from '../helpers/billing-oracle.ts';
import { eventObject } from '../helpers/fake-stripe-objects.ts';
import {
  createStripeTestApp,
  type StripeTestApp,
  TEST_PRICES,
} from '../helpers/stripe-test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';

let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(() => t.close());

const ledgerRows = (eventId: string) =>
  t.ctx.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId));
const ledgerSize = () => t.ctx.db.$count(stripeEvents);
const subscriptionReads = (customerId: string) =>
  t.fake.requests.filter((r) => r.path === '/v1/subscriptions' && r.query.customer === customerId)
    .length;
const expectMatchesStripe = async (userId: string, customerId: string) =>
  expect(storedBilling(await t.billingRow(userId))).toEqual(
    expectedBilling(t.fake, customerId, TEST_PRICES),
  );

describe('signature verification', () => {
  it('refuses a missing, wrong-secret or stale signature with 400 and writes nothing', async () => {
    const { userId, event } = await t.subscribedUser();
    const before = { ledger: await ledgerSize(), row: await t.billingRow(userId) };
    const requestsBefore = t.fake.requests.length;
    const { payload } = t.fake.signedDelivery(event, 'unused');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    const wrongSecret = await t.deliver(event, { secret: 'whsec_someone_else' });
    const stale = await t.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    for (const response of [missing, wrongSecret, stale]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_TOKEN');
    }
    expect(await ledgerSize()).toBe(before.ledger);
    expect(await t.billingRow(userId)).toEqual(before.row);
    // Not even a read from Stripe: an unverified body is never acted on.
    expect(t.fake.requests.length).toBe(requestsBefore);
  });

  it('accepts a signature made 299 s ago and a pretty-printed body signed over its exact bytes', async () => {
    const { userId, event } = await t.subscribedUser();
    const response = await t.deliver(event, {
      pretty: true,
      timestamp: Math.floor(Date.now() / 1000) - 299,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect((await t.billingRow(userId)).subscriptionStatus).toBe('active');
  });

  it('refuses a body changed after signing', async () => {
    const { event } = await t.subscribedUser();
    const { payload, headers } = t.fake.signedDelivery(event, 'whsec_hireloop_test_secret');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers,
      payload: payload.replace('"active"', '"canceled"').replace(/"created":\d+/, '"created":1'),
    });
    expect(response.statusCode).toBe(400);
    expect(await ledgerRows(event.id)).toEqual([]);
  });
});

describe('checkout.session.completed', () => {
  it('links the user to the customer and stores the plan from the price', async () => {
    const { userId, customerId, subscriptionId, event } = await t.subscribedUser(TEST_PRICES.pro);
    expect((await t.billingRow(userId)).stripeCustomerId).toBeNull();
    expect((await t.deliver(event)).statusCode).toBe(200);
    const row = await t.billingRow(userId);
    const periodEnd = t.fake.subscriptions.get(subscriptionId)?.items.data[0]?.current_period_end;
    expect(row).toMatchObject({
      stripeCustomerId: customerId,
      stripeSubscriptionId: subscriptionId,
      stripePriceId: TEST_PRICES.pro,
      planLevel: 'pro',
      subscriptionStatus: 'active',
      currentPeriodEnd: new Date((periodEnd ?? 0) * 1000),
    });
    expect(isEntitled({ ...row, now: new Date() })).toBe(true);
    const [ledger] = await ledgerRows(event.id);
    expect(ledger).toMatchObject({ type: 'checkout.session.completed' });
  });

  it('applies one delivery once, whether repeated in a row or ten times at once', async () => {
    const { userId, customerId, event } = await t.subscribedUser();
    const first = await t.deliver(event);
    const again = await t.deliver(event);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(subscriptionReads(customerId)).toBe(1);

    const second = await t.subscribedUser();
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.deliver(second.event)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await ledgerRows(second.event.id)).toHaveLength(1);
    expect(subscriptionReads(second.customerId)).toBe(1);
    expect((await t.billingRow(second.userId)).planLevel).toBe('pro');
    expect((await ledgerRows(event.id)).length).toBe(1);
    await expectMatchesStripe(userId, customerId);
  });

  it('changes nothing for a missing or unknown client_reference_id, and says so in the log', async () => {
    const bystander = await signUpUser(t.app);
    const before = await t.ctx.db.select().from(users).orderBy(users.id);
    for (const reference of [null, 'no-such-user']) {
      const subscription = t.fake.createSubscription({ priceId: TEST_PRICES.pro });
      const completed = eventObject('checkout.session.completed', {
        id: `cs_test_${reference ?? 'none'}`,
        object: 'checkout.session',
        client_reference_id: reference,
        customer: subscription.customer,
        subscription: subscription.id,
        status: 'complete',
        payment_status: 'paid',
      });
      expect((await t.deliver(completed)).statusCode).toBe(200);
      expect(await ledgerRows(completed.id)).toHaveLength(1);
    }
    expect(await t.ctx.db.select().from(users).orderBy(users.id)).toEqual(before);
    expect((await t.billingRow(bystander.userId)).planLevel).toBe('none');
    const warnings = t.logLines.filter((line) => line.includes('client_reference_id'));
    expect(warnings.length).toBeGreaterThanOrEqual(2);
  });

  it('does not move a customer that already belongs to another account', async () => {
    const owner = await t.subscribedUser();
    await t.deliver(owner.event);
    const intruder = await signUpUser(t.app);
    const forged = eventObject('checkout.session.completed', {
      id: 'cs_test_forged',
      object: 'checkout.session',
      client_reference_id: intruder.userId,
      customer: owner.customerId,
    });
    expect((await t.deliver(forged)).statusCode).toBe(200);
    expect((await t.billingRow(intruder.userId)).stripeCustomerId).toBeNull();
    expect((await t.billingRow(owner.userId)).stripeCustomerId).toBe(owner.customerId);
  });
});

describe('arrival order', () => {
  it('ends at Stripe’s current state when an older update arrives after a newer one', async () => {
    const { userId, customerId, subscriptionId, event } = await t.subscribedUser(TEST_PRICES.basic);
    await t.deliver(event);
    const upgrade = t.fake.changePrice(subscriptionId, TEST_PRICES.enterprise);
    const cancelLater = t.fake.setCancelAtPeriodEnd(subscriptionId, true);
    expect((await t.deliver(cancelLater)).statusCode).toBe(200);
    expect((await t.deliver(upgrade)).statusCode).toBe(200);
    const row = await t.billingRow(userId);
    expect(row).toMatchObject({ planLevel: 'enterprise', cancelAtPeriodEnd: true });
    await expectMatchesStripe(userId, customerId);
  });

  it('ends cancelled when `deleted` arrives before `checkout.session.completed`', async () => {
    const { userId, customerId, subscriptionId, event } = await t.subscribedUser();
    const deleted = t.fake.setSubscriptionStatus(subscriptionId, 'canceled');
    expect(deleted.type).toBe('customer.subscription.deleted');
    expect((await t.deliver(deleted)).statusCode).toBe(200);
    expect((await t.deliver(event)).statusCode).toBe(200);
    const row = await t.billingRow(userId);
    expect(row.subscriptionStatus).toBe('cancelled');
    expect(isEntitled({ ...row, now: new Date() })).toBe(false);
    await expectMatchesStripe(userId, customerId);
  });
});

describe('failures are retried by Stripe', () => {
  it('answers 5xx and records nothing when Stripe cannot be read, then a redelivery succeeds', async () => {
    const { userId, event } = await t.subscribedUser();
    t.fake.failNext(500);
    const failed = await t.deliver(event);
    expect(failed.statusCode).toBe(500);
    expect(await ledgerRows(event.id)).toEqual([]);
    expect((await t.billingRow(userId)).stripeCustomerId).toBeNull();
    expect((await t.deliver(event)).statusCode).toBe(200);
    expect((await t.billingRow(userId)).subscriptionStatus).toBe('active');
  });

  it('answers 5xx and rolls back the ledger row when the database refuses the write', async () => {
    const { userId, event } = await t.subscribedUser();
    // A real database error at the last step: after the ledger insert and the Stripe read.
    await t.ctx.db.execute(sql`
      create function hireloop_test_refuse_billing() returns trigger language plpgsql as $$
      begin
        if new.plan_level <> old.plan_level then raise exception 'injected failure'; end if;
        return new;
      end $$`);
    await t.ctx.db.execute(sql`
      create trigger hireloop_test_refuse_billing before update on users
      for each row execute function hireloop_test_refuse_billing()`);
    try {
      const failed = await t.deliver(event);
      expect(failed.statusCode).toBe(500);
      expect(failed.json().code).toBe('INTERNAL');
      expect(await ledgerRows(event.id)).toEqual([]);
      expect((await t.billingRow(userId)).stripeCustomerId).toBeNull();
    } finally {
      await t.ctx.db.execute(sql`drop trigger hireloop_test_refuse_billing on users`);
      await t.ctx.db.execute(sql`drop function hireloop_test_refuse_billing()`);
    }
    expect((await t.deliver(event)).statusCode).toBe(200);
    expect(await ledgerRows(event.id)).toHaveLength(1);
    expect((await t.billingRow(userId)).planLevel).toBe('pro');
  });
});

describe('other events', () => {
  it('acknowledges an unknown event type with 200, logs it and changes nothing', async () => {
    const before = { ledger: await ledgerSize(), users: await t.ctx.db.select().from(users) };
    const requestsBefore = t.fake.requests.length;
    const product = eventObject('product.created', { id: 'prod_x', object: 'product' });
    expect((await t.deliver(product)).statusCode).toBe(200);
    expect(await ledgerSize()).toBe(before.ledger);
    expect(await t.ctx.db.select().from(users)).toEqual(before.users);
    expect(t.fake.requests.length).toBe(requestsBefore);
    expect(t.logLines.some((line) => line.includes('product.created'))).toBe(true);
  });

  it('marks the account past_due on invoice.payment_failed (basil shape) and active again on invoice.paid', async () => {
    const { userId, customerId, subscriptionId, event } = await t.subscribedUser();
    await t.deliver(event);
    const failed = t.fake.invoiceEvent('invoice.payment_failed', subscriptionId);
    const invoice = failed.data.object as Record<string, unknown>;
    expect(invoice).not.toHaveProperty('subscription');
    expect(invoice).toMatchObject({
      customer: customerId,
      parent: { subscription_details: { subscription: subscriptionId } },
    });
    expect((await t.deliver(failed)).statusCode).toBe(200);
    expect((await t.billingRow(userId)).subscriptionStatus).toBe('past_due');
    expect((await t.deliver(t.fake.invoiceEvent('invoice.paid', subscriptionId))).statusCode).toBe(
      200,
    );
    expect((await t.billingRow(userId)).subscriptionStatus).toBe('active');
  });

  it('revokes access on customer.subscription.deleted', async () => {
    const { userId, customerId, subscriptionId, event } = await t.subscribedUser();
    await t.deliver(event);
    const deleted = t.fake.setSubscriptionStatus(subscriptionId, 'canceled');
    expect((await t.deliver(deleted)).statusCode).toBe(200);
    const row = await t.billingRow(userId);
    expect(row.subscriptionStatus).toBe('cancelled');
    expect(isEntitled({ ...row, now: new Date() })).toBe(false);
    await expectMatchesStripe(userId, customerId);
  });
});

it('does not exist in test mode (no Stripe keys): 404 NOT_FOUND', async () => {
  const testMode = await createTestApp();
  try {
    const response = await testMode.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  } finally {
    await testMode.close();
  }
});
