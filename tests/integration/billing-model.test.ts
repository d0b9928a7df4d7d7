import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isEntitled } from '../../src/core/billing/entitlement.ts';
import { handledStripeEventTypes } from '../../src/core/billing/handle-stripe-event.ts';
import { stripeEvents, users } from '../../src/db/schema/index.ts';
import { expectedBilling, storedBilling } from '../helpers/billing-oracle.ts';
import type { FakeEvent } from '../helpers/fake-stripe-objects.ts';
import {
  createStripeTestApp,
  type StripeTestApp,
  TEST_PRICES,
} from '../helpers/stripe-test-app.ts';

/**
 * Model-based: random lives of one subscription on Stripe's side (checkout, plan changes,
 * cancellations, failed and recovered payments, renewals), each step's events delivered to the
 * real webhook duplicated, shuffled, sometimes all at once, together with stale redeliveries of
 * earlier events. After every batch the account must hold exactly what Stripe currently says
 * (an oracle written apart from the sync), and be entitled exactly when that state entitles.
 */

let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(() => t.close());

type Plan = keyof typeof TEST_PRICES;
const plan = fc.constantFrom<Plan>('basic', 'pro', 'enterprise');
const action = fc.oneof(
  plan.map((p) => ({ kind: 'checkout' as const, plan: p })),
  plan.map((p) => ({ kind: 'change-plan' as const, plan: p })),
  fc.constantFrom(
    { kind: 'cancel-at-period-end' as const },
    { kind: 'resume' as const },
    { kind: 'cancel-now' as const },
    { kind: 'payment-fails' as const },
    { kind: 'payment-recovers' as const },
    { kind: 'period-ends' as const },
  ),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;
const step = fc.record({
  action,
  duplicates: fc.array(fc.nat({ max: 2 }), { minLength: 6, maxLength: 6 }),
  order: fc.array(fc.integer(), { minLength: 18, maxLength: 18 }),
  concurrent: fc.boolean(),
  staleRedeliveries: fc.nat({ max: 2 }),
});

interface World {
  userId: string;
  customerId: string;
  subscriptionId: string | null;
}

/** Plays one action on the fake Stripe, as a customer or Stripe's billing would; returns events. */
async function play(world: World, next: Action): Promise<FakeEvent[]> {
  const before = t.fake.events.length;
  const sub = world.subscriptionId ? t.fake.subscriptions.get(world.subscriptionId) : undefined;
  const live = sub && sub.status !== 'canceled' ? sub : undefined;
  const periodEnd = live?.items.data[0]?.current_period_end ?? 0;
  switch (next.kind) {
    case 'checkout': {
      if (live) break; // the subscribe page is only offered without a live subscription
      const session = await t.ctx.billing.provider.createCheckoutSession({
        customerId: world.customerId,
        userId: world.userId,
        priceId: TEST_PRICES[next.plan],
        successUrl: 'http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'http://localhost:3000/subscribe',
        idempotencyKey: randomUUID(),
      });
      t.fake.completeCheckout(session.id);
      world.subscriptionId = t.fake.checkoutSessions.get(session.id)?.subscription ?? null;
      break;
    }
    case 'change-plan':
      if (live) t.fake.changePrice(live.id, TEST_PRICES[next.plan]);
      break;
    case 'cancel-at-period-end':
    case 'resume':
      if (live) t.fake.setCancelAtPeriodEnd(live.id, next.kind === 'cancel-at-period-end');
      break;
    case 'cancel-now':
      if (live) t.fake.setSubscriptionStatus(live.id, 'canceled');
      break;
    case 'payment-fails':
    case 'payment-recovers':
      if (live) {
        const type = next.kind === 'payment-fails' ? 'invoice.payment_failed' : 'invoice.paid';
        t.fake.invoiceEvent(type, live.id);
      }
      break;
    case 'period-ends':
      // A subscription set to cancel ends (Stripe sends `deleted`); any other one renews.
      if (live?.cancel_at_period_end) t.fake.setSubscriptionStatus(live.id, 'canceled');
      else if (live) {
        t.fake.setSubscriptionStatus(live.id, live.status, {
          periodEnd: new Date((periodEnd + 30 * 86_400) * 1000),
        });
        t.fake.invoiceEvent('invoice.paid', live.id);
      }
      break;
  }
  return t.fake.events.slice(before);
}

async function deliverAll(events: FakeEvent[], concurrent: boolean) {
  const answers = concurrent
    ? await Promise.all(events.map((event) => t.deliver(event)))
    : await events.reduce(
        async (done, event) => [...(await done), await t.deliver(event)],
        Promise.resolve([] as Awaited<ReturnType<StripeTestApp['deliver']>>[]),
      );
  for (const answer of answers) expect(answer.statusCode).toBe(200);
}

it('keeps the account equal to Stripe’s current state under duplicated, shuffled deliveries', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (steps) => {
      const userId = randomUUID();
      await t.ctx.db.insert(users).values({ id: userId, name: 'Model', email: `${userId}@x.test` });
      const customerId = await t.ctx.billing.provider.createCustomer({ userId, email: 'm@x.test' });
      const world: World = { userId, customerId, subscriptionId: null };
      const sent: FakeEvent[] = [];
      for (const { action: next, duplicates, order, concurrent, staleRedeliveries } of steps) {
        const events = await play(world, next);
        const copies = events.flatMap((event, i) => Array(1 + (duplicates[i] ?? 0)).fill(event));
        const stale = sent.slice(0, staleRedeliveries);
        const batch = [...copies, ...stale]
          .map((event, i) => ({ event, key: order[i % order.length] ?? 0 }))
          .sort((a, b) => a.key - b.key)
          .map(({ event }) => event);
        await deliverAll(batch, concurrent);
        sent.push(...events);

        const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
        if (!row) throw new Error('account vanished');
        const expected = expectedBilling(t.fake, customerId, TEST_PRICES);
        expect(storedBilling(row)).toEqual(expected);
        const now = new Date();
        expect(isEntitled({ ...row, now })).toBe(isEntitled({ ...expected, now }));
      }
      // Each handled event id is in the ledger exactly once, however often it was delivered.
      const handled = new Set<string>(handledStripeEventTypes);
      const ids = [...new Set(sent.filter((e) => handled.has(e.type)).map((e) => e.id))];
      if (ids.length > 0)
        expect(await t.ctx.db.$count(stripeEvents, inArray(stripeEvents.id, ids))).toBe(ids.length);
    }),
    { numRuns: 40, endOnFailure: true },
  );
}, 300_000);
