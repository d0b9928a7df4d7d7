import { planById } from '../../shared/plans.ts';
import type { SubscriptionSummary } from '../../shared/schemas/billing.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { isEntitled } from './entitlement.ts';
import { loadBillingAccount } from './load-billing-account.ts';

/** The account page's view of the subscription, and which billing actions it may offer. */
export async function getSubscriptionSummary(
  ctx: Pick<AppContext, 'db' | 'billing'>,
  input: { userId: string; now?: Date },
): Promise<SubscriptionSummary> {
  const account = await loadBillingAccount(ctx.db, { userId: input.userId });
  if (!account) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  const plan = account.planLevel === 'none' ? null : planById(account.planLevel);
  const live = account.subscriptionStatus === 'active' || account.subscriptionStatus === 'past_due';
  return {
    mode: ctx.billing.provider.mode,
    planLevel: account.planLevel,
    planName: plan?.name ?? null,
    priceMonthlyUsd: plan?.priceMonthlyUsd ?? null,
    subscriptionStatus: account.subscriptionStatus,
    currentPeriodEnd: account.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
    entitled: isEntitled({ ...account, now: input.now ?? new Date() }),
    canManageBilling: account.customerId !== null,
    canCancel: live && account.subscriptionId !== null && !account.cancelAtPeriodEnd,
  };
}
