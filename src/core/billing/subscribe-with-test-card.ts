import type { PlanId } from '../../shared/plans.ts';
import { TEST_CARD_SUCCESS } from '../../shared/schemas/billing.ts';
import type { AppContext } from '../app-context.ts';
import { completeTestCheckout } from './complete-test-checkout.ts';
import { createCheckoutSession } from './create-checkout-session.ts';

/**
 * Subscribes an account in test mode the way a person does on the built-in test checkout
 * (docs/decisions/007): a checkout session, then "Pay" with the success card. The account's
 * billing state is then written by the same sync as every real payment. For the demo account;
 * throws outside test mode, where only Stripe can take a payment.
 */
export async function subscribeWithTestCard(
  ctx: AppContext,
  input: { userId: string; email: string; plan: PlanId },
): Promise<void> {
  if (ctx.billing.provider.mode !== 'test') {
    throw new Error('subscribeWithTestCard works only with the built-in test-mode billing');
  }
  const origin = ctx.config.appOrigin;
  const session = await createCheckoutSession(ctx, {
    sessionUser: { id: input.userId, email: input.email },
    priceId: ctx.billing.catalog[input.plan],
    userId: input.userId,
    userEmail: input.email,
    successUrl: `${origin}/subscription-status?session_id={CHECKOUT_SESSION_ID}&status=success`,
    cancelUrl: `${origin}/subscription-status?status=cancelled`,
  });
  await completeTestCheckout(ctx, {
    sessionId: session.id,
    userId: input.userId,
    cardNumber: TEST_CARD_SUCCESS,
  });
}
