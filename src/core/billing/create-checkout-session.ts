import { createHash } from 'node:crypto';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { consumeRateLimit } from '../security/consume-rate-limit.ts';
import { ensureBillingCustomer } from './ensure-billing-customer.ts';
import { isEntitled } from './entitlement.ts';
import { loadBillingAccount } from './load-billing-account.ts';

/** A double click within this window gets the first session back (reliability-security §1.3). */
export const CHECKOUT_IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;
/** Each start may create a provider session (varied return pages defeat the idempotency key). */
export const CHECKOUT_RATE_LIMIT = { limit: 20, windowSeconds: 60 * 60 };

export interface CreateCheckoutSessionInput {
  /** The signed-in user; the body's userId and userEmail must name this account. */
  sessionUser: { id: string; email: string };
  priceId: string;
  userId: string;
  userEmail: string;
  successUrl: string;
  cancelUrl: string;
  now?: Date;
}

function isOurPage(url: string, appOrigin: string): boolean {
  try {
    return new URL(url).origin === appOrigin;
  } catch {
    return false;
  }
}

/**
 * Same user, price, return pages and 10-minute bucket → same key, so the provider answers a
 * repeat with the first session. The return pages are in it because Stripe refuses a reused key
 * with different parameters; the current subscription id, so that after a subscription ended a
 * new checkout is not answered with the old, already paid session.
 */
function idempotencyKey(
  input: CreateCheckoutSessionInput,
  subscriptionId: string | null,
  now: Date,
): string {
  const bucket = Math.floor(now.getTime() / CHECKOUT_IDEMPOTENCY_WINDOW_MS);
  const parts = [input.userId, input.priceId, input.successUrl, input.cancelUrl];
  const key = JSON.stringify([...parts, subscriptionId, bucket]);
  return `checkout-${createHash('sha256').update(key).digest('hex')}`;
}

/** Spec §7 call 1: a subscription checkout for the signed-in user's own account. */
export async function createCheckoutSession(
  ctx: AppContext,
  input: CreateCheckoutSessionInput,
): Promise<{ id: string; url: string }> {
  const now = input.now ?? new Date();
  const { sessionUser } = input;
  if (
    input.userId !== sessionUser.id ||
    input.userEmail.trim().toLowerCase() !== sessionUser.email.toLowerCase()
  ) {
    throw new AppError('FORBIDDEN', 'You can only start a checkout for your own account.');
  }
  const fieldErrors: Record<string, string[]> = {};
  if (!Object.values(ctx.billing.catalog).includes(input.priceId))
    fieldErrors.priceId = ['Choose one of the plans on the page.'];
  if (!isOurPage(input.successUrl, ctx.config.appOrigin))
    fieldErrors.success_url = ['Must be a page of this site.'];
  if (!isOurPage(input.cancelUrl, ctx.config.appOrigin))
    fieldErrors.cancel_url = ['Must be a page of this site.'];
  if (Object.keys(fieldErrors).length > 0)
    throw new AppError('VALIDATION_FAILED', 'Some fields need attention.', { fieldErrors });

  const limited = await consumeRateLimit(ctx.db, {
    key: `checkout:user:${sessionUser.id}`,
    rule: CHECKOUT_RATE_LIMIT,
  });
  if (!limited.allowed) {
    throw new AppError('RATE_LIMITED', 'Too many checkout attempts. Please try again later.', {
      retryAfterSeconds: limited.retryAfterSeconds,
    });
  }
  const account = await loadBillingAccount(ctx.db, { userId: sessionUser.id });
  if (!account) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  if (isEntitled({ ...account, now })) {
    throw new AppError(
      'ALREADY_SUBSCRIBED',
      'You already have a subscription. Manage it from your account page.',
    );
  }
  const customerId = await ensureBillingCustomer(ctx, {
    userId: sessionUser.id,
    email: account.email,
  });
  return ctx.billing.provider.createCheckoutSession({
    customerId,
    userId: sessionUser.id,
    priceId: input.priceId,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    idempotencyKey: idempotencyKey(input, account.subscriptionId, now),
  });
}
