import type { Database } from '../../db/client.ts';
import { planById } from '../../shared/plans.ts';
import type { AppOverview } from '../../shared/schemas/app-overview.ts';
import { AppError } from '../app-error.ts';
import { loadBillingAccount } from '../billing/load-billing-account.ts';

/** What the main-app shell and dashboard show. Only called for entitled users, who have a plan. */
export async function getAppOverview(
  db: Database,
  input: { userId: string },
): Promise<AppOverview> {
  const account = await loadBillingAccount(db, input);
  if (!account || account.planLevel === 'none')
    throw new AppError('SUBSCRIPTION_REQUIRED', 'Choose a plan to continue.');
  const plan = planById(account.planLevel);
  return {
    displayName: account.name || account.email.split('@')[0] || account.email,
    planLevel: plan.id,
    planName: plan.name,
    dailyApplicationQuota: plan.dailyApplicationQuota,
    subscriptionStatus: account.subscriptionStatus,
    currentPeriodEnd: account.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
    profileComplete: account.profileComplete,
  };
}
