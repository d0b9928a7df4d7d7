import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, or } from '../../db/orm.ts';
import { testCheckoutSessions, testSubscriptions, users } from '../../db/schema/index.ts';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from '../../shared/schemas/billing.ts';
import { DAY_MS } from '../../shared/time.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { RENEWAL_SLACK_MS } from './entitlement.ts';
import { findOwnTestCheckout } from './find-own-test-checkout.ts';
import { syncBillingCustomer } from './sync-billing-customer.ts';

/** Test subscriptions run for one 30-day period; they are not renewed (docs/decisions/007). */
export const TEST_SUBSCRIPTION_PERIOD_MS = 30 * DAY_MS;

const digitsOf = (card: string) => card.replace(/[\s-]/g, '');

/**
 * "Pay" on the built-in test checkout page. The success card creates the test subscription and
 * completes the session in one transaction; then the account is updated by the same sync Stripe's
 * webhooks run (syncBillingCustomer → syncCustomerSubscription), so test mode exercises the real
 * state change. The decline card changes nothing. Paying an already paid session again just
 * answers with the success address.
 */
export async function completeTestCheckout(
  ctx: AppContext,
  input: { sessionId: string; userId: string; cardNumber: string; now?: Date },
): Promise<{ redirectUrl: string }> {
  const session = await findOwnTestCheckout(ctx, input);
  const card = digitsOf(input.cardNumber);
  if (card === digitsOf(TEST_CARD_DECLINED)) {
    throw new AppError(
      'PAYMENT_DECLINED',
      `Your card was declined. Try the test card ${TEST_CARD_SUCCESS}.`,
    );
  }
  if (card !== digitsOf(TEST_CARD_SUCCESS)) {
    throw new AppError('VALIDATION_FAILED', 'Some fields need attention.', {
      fieldErrors: {
        cardNumber: [
          `This is a test checkout: use ${TEST_CARD_SUCCESS} to pay, or ${TEST_CARD_DECLINED} to see a declined payment.`,
        ],
      },
    });
  }
  const redirectUrl = session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  if (session.status === 'complete') return { redirectUrl };
  if (session.status !== 'open') {
    throw new AppError('NOT_FOUND', 'This test checkout has expired. Choose a plan again.');
  }

  const now = input.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    // One payment at a time per account: a second tab's checkout must not add a second subscription.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, session.userId)).for('update');
    const [live] = await tx
      .select({ id: testSubscriptions.id })
      .from(testSubscriptions)
      .where(
        and(
          eq(testSubscriptions.customerId, session.customerId),
          inArray(testSubscriptions.status, ['active', 'trialing', 'past_due', 'unpaid']),
          // Test subscriptions are never renewed: one lapses when its period ends, or, if it was
          // not cancelled, when the account stops being entitled (entitlement.ts). A lapsed one
          // must not stop the user from paying again.
          or(
            gt(testSubscriptions.currentPeriodEnd, now),
            and(
              eq(testSubscriptions.cancelAtPeriodEnd, false),
              gt(testSubscriptions.currentPeriodEnd, new Date(now.getTime() - RENEWAL_SLACK_MS)),
            ),
          ),
        ),
      );
    const subscriptionId = `sub_test_${randomUUID()}`;
    const claimed = await tx
      .update(testCheckoutSessions)
      .set({ status: 'complete', subscriptionId })
      .where(and(eq(testCheckoutSessions.id, session.id), eq(testCheckoutSessions.status, 'open')))
      .returning({ id: testCheckoutSessions.id });
    if (claimed.length === 0) return; // a concurrent "Pay" on this session got there first
    if (live) {
      throw new AppError(
        'ALREADY_SUBSCRIBED',
        'You already have a subscription. Manage it from your account page.',
      );
    }
    await tx.insert(testSubscriptions).values({
      id: subscriptionId,
      customerId: session.customerId,
      priceId: session.priceId,
      status: 'active',
      currentPeriodEnd: new Date(now.getTime() + TEST_SUBSCRIPTION_PERIOD_MS),
      createdAt: now,
      updatedAt: now,
    });
  });
  await syncBillingCustomer(ctx, { customerId: session.customerId });
  return { redirectUrl };
}
