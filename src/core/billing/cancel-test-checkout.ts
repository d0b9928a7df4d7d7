import type { AppContext } from '../app-context.ts';
import { findOwnTestCheckout } from './find-own-test-checkout.ts';

/**
 * "Back" on the test checkout page: like Stripe, leaving changes nothing (the session stays open,
 * so a second click on the plan within the idempotency window finds it again); the browser goes
 * to the checkout's cancel address.
 */
export async function cancelTestCheckout(
  ctx: AppContext,
  input: { sessionId: string; userId: string },
): Promise<{ redirectUrl: string }> {
  const session = await findOwnTestCheckout(ctx, input);
  return { redirectUrl: session.cancelUrl };
}
