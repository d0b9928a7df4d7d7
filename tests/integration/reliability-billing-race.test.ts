import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stripeEvents } from '../../src/db/schema/index.ts';
import { signUpUser } from '../helpers/accounts.ts';
import { postAs, startCheckout } from '../helpers/billing.ts';
import { expectedBilling, storedBilling } from '../helpers/billing-oracle.ts';
import {
  createStripeTestApp,
  type StripeTestApp,
  TEST_PRICES,
} from '../helpers/stripe-test-app.ts';

/**
 * Checklist row "Webhook vs redirect race" (decision 036): after paying, the browser's return to
 * the success page (`POST /api/verify-subscription`) and Stripe's `checkout.session.completed`
 * arrive at the same time, in any order, the webhook sometimes more than once. Both paths sync
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
