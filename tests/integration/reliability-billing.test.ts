import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEntitled } from '../../src/core/billing/entitlement.ts';
import { stripeEvents } from '../../src/db/schema/index.ts';
import { signUpUser } from '../helpers/accounts.ts';
import { getAs, postAs, startCheckout } from '../helpers/billing.ts';
import { expectedBilling, storedBilling } from '../helpers/billing-oracle.ts';
import {
  createStripeTestApp,
  type StripeTestApp,
  TEST_PRICES,
} from '../helpers/stripe-test-app.ts';

/**
 * Checklist rows "Webhook vs redirect race" and "Bad or unknown reference" (decision 036).
 *
 * The race: after paying, the browser's return to the success page (`POST
 * /api/verify-subscription`) and Stripe's `checkout.session.completed` arrive at the same time, in any order, the webhook sometimes more than once. Both paths sync
 * through the same code; the account must be provisioned once, equal to Stripe's state, with no
 * constraint error or 5xx on either side.
 */
let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(() => t?.close());

const errorLogs = () =>
  t.logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

it('provisions once, as Stripe says, whichever of redirect and webhook lands first', async () => {
  const errorsBefore = errorLogs().length;
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.nat({ max: 8 }), { minLength: 2, maxLength: 4 }),
      fc.boolean(),
      async (delays, verifyTwice) => {
        const user = await signUpUser(t.app);
        const session = await startCheckout(t.app, user, TEST_PRICES.pro);
        const event = t.fake.completeCheckout(session.id);
        const [verifyDelay = 0, ...webhookDelays] = delays;
        const after = <T>(ms: number, run: () => Promise<T>) =>
          new Promise<T>((resolve, reject) => {
            setTimeout(() => run().then(resolve, reject), ms);
          });
        const verify = () =>
          postAs(t.app, user, '/api/verify-subscription', {
            sessionId: session.id,
            userId: user.userId,
          });
        const answers = await Promise.all([
          after(verifyDelay, verify),
          ...(verifyTwice ? [verify()] : []),
          ...webhookDelays.map((ms) => after(ms, () => t.deliver(event))),
        ]);
        for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
        for (const answer of answers.slice(0, verifyTwice ? 2 : 1))
          expect(answer.json()).toEqual({ verified: true });

        const ledger = await t.ctx.db
          .select()
          .from(stripeEvents)
          .where(eq(stripeEvents.id, event.id));
        expect(ledger).toHaveLength(1);
        const row = await t.billingRow(user.userId);
        expect(row.stripeCustomerId).toEqual(expect.any(String));
        expect(storedBilling(row)).toEqual(
          expectedBilling(t.fake, row.stripeCustomerId ?? '', TEST_PRICES),
        );
        expect(row).toMatchObject({ planLevel: 'pro', subscriptionStatus: 'active' });
      },
    ),
    { numRuns: 15, endOnFailure: true },
  );
  expect(errorLogs().slice(errorsBefore)).toEqual([]);
}, 120_000);

describe('a subscription to a price the app does not know', () => {
  async function unknownPriceSubscriber() {
    const user = await signUpUser(t.app);
    await startCheckout(t.app, user, TEST_PRICES.pro);
    const customerId = (await t.billingRow(user.userId)).stripeCustomerId ?? '';
    expect(customerId).toMatch(/^cus_/);
    // Say an operator made a new price in the dashboard and forgot to configure it here.
    t.fake.createSubscription({ customerId, priceId: 'price_nobody_configured' });
    const created = t.fake.events.at(-1);
    if (created?.type !== 'customer.subscription.created') throw new Error('no created event');
    return { user, created };
  }

  it('is acknowledged without a crash and grants no plan and no access', async () => {
    const { user, created } = await unknownPriceSubscriber();
    const errorsBefore = errorLogs().length;
    const answer = await t.deliver(created);
    expect(answer.statusCode).toBe(200);
    const row = await t.billingRow(user.userId);
    expect(row).toMatchObject({ planLevel: 'none', stripePriceId: 'price_nobody_configured' });
    expect(isEntitled({ ...row, now: new Date() })).toBe(false);
    expect((await getAs(t.app, user, '/api/app/overview')).statusCode).toBe(402);
    expect(errorLogs().slice(errorsBefore)).toEqual([]);
  });

  // A paying customer locked out by a missing price setting must reach an operator's eyes.
  it('logs a warning naming the unknown price, so an operator can fix the setting', async () => {
    const { created } = await unknownPriceSubscriber();
    const logged = t.logLines.length;
    expect((await t.deliver(created)).statusCode).toBe(200);
    const warnings = t.logLines
      .slice(logged)
      .filter((line) => (JSON.parse(line) as { level: number }).level === 40);
    expect(warnings.some((line) => line.includes('price_nobody_configured'))).toBe(true);
  });
});
