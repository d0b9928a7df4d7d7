import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { isEntitled } from './entitlement.ts';
import { loadBillingAccount } from './load-billing-account.ts';
import { syncBillingCustomer } from './sync-billing-customer.ts';

/** Stripe's and the test mode's session ids; anything else is not sent to the provider at all. */
const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_-]{1,250}$/;

/**
 * Spec §7 call 2, for the status page when it comes back from checkout before the webhook. Only
 * the signed-in user's own session counts: someone else's session, an unknown id or an unpaid
 * session all answer `verified: false` and reveal nothing. A paid session is synced through the
 * same code as the webhooks, so the answer is simply whether the account is now entitled.
 */
export async function verifyCheckoutSession(
  ctx: AppContext,
  input: { sessionUserId: string; userId: string; sessionId: string; now?: Date },
): Promise<{ verified: boolean }> {
  if (input.userId !== input.sessionUserId)
    throw new AppError('FORBIDDEN', 'You can only verify your own subscription.');
  const notVerified = { verified: false };
  if (!CHECKOUT_SESSION_ID.test(input.sessionId)) return notVerified;
  const account = await loadBillingAccount(ctx.db, { userId: input.sessionUserId });
  if (!account?.customerId) return notVerified;

  const { provider } = ctx.billing;
  const session = await provider.retrieveCheckoutSession(input.sessionId);
  const ownSession =
    session?.clientReferenceId === account.userId && session.customerId === account.customerId;
  if (!session || !ownSession || session.status !== 'complete') return notVerified;
  if (session.paymentStatus === 'unpaid') return notVerified;

  await syncBillingCustomer(ctx, { customerId: account.customerId });
  const synced = await loadBillingAccount(ctx.db, { userId: account.userId });
  return { verified: synced !== null && isEntitled({ ...synced, now: input.now ?? new Date() }) };
}
