import type { SubscriptionSummary } from '../../shared/schemas/billing.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { getSubscriptionSummary } from './get-subscription-summary.ts';
import { loadBillingAccount } from './load-billing-account.ts';
import { syncBillingCustomer } from './sync-billing-customer.ts';

/**
 * Cancels the signed-in user's own subscription at the end of the paid period (access stays
 * until then), through the provider, then syncs the account from the provider's answer rather
 * than writing the new state here. Asking twice changes nothing.
 */
export async function cancelSubscription(
  ctx: AppContext,
  input: { userId: string; now?: Date },
): Promise<SubscriptionSummary> {
  const account = await loadBillingAccount(ctx.db, { userId: input.userId });
  const live =
    account?.subscriptionStatus === 'active' || account?.subscriptionStatus === 'past_due';
  if (!account?.customerId || !account.subscriptionId || !live) {
    throw new AppError('NO_SUBSCRIPTION', 'There is no active subscription to cancel.');
  }
  const { provider } = ctx.billing;
  if (!account.cancelAtPeriodEnd) {
    await provider.cancelSubscription({
      subscriptionId: account.subscriptionId,
      atPeriodEnd: true,
    });
  }
  await syncBillingCustomer(ctx, { customerId: account.customerId });
  return getSubscriptionSummary(ctx, input);
}
