import type { PlanLevel, SubscriptionStatus } from '../../src/shared/schemas/user.ts';
import type { FakeStripe } from './fake-stripe.ts';

/**
 * What an account should hold given Stripe's current subscriptions for its customer, written
 * independently of the production sync so the tests do not grade the code with itself: the live
 * subscription (active/trialing, then past_due/unpaid) wins, else the newest; Stripe's status
 * vocabulary maps onto ours; the plan comes from the price id, never from a name.
 */
export function expectedBilling(
  fake: FakeStripe,
  customerId: string,
  prices: Record<'basic' | 'pro' | 'enterprise', string>,
) {
  const rank = (status: string) =>
    ['active', 'trialing'].includes(status) ? 2 : ['past_due', 'unpaid'].includes(status) ? 1 : 0;
  const current = [...fake.subscriptions.values()]
    .filter((sub) => sub.customer === customerId)
    .sort((a, b) => rank(b.status) - rank(a.status) || b.created - a.created)[0];
  if (!current)
    return {
      subscriptionStatus: 'inactive' as SubscriptionStatus,
      planLevel: 'none' as PlanLevel,
      stripeSubscriptionId: null,
      stripePriceId: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    };
  const item = current.items.data[0];
  const statusMap: Record<string, SubscriptionStatus> = {
    active: 'active',
    trialing: 'active',
    past_due: 'past_due',
    unpaid: 'past_due',
    canceled: 'cancelled',
    incomplete_expired: 'cancelled',
    incomplete: 'inactive',
    paused: 'inactive',
  };
  const plan = (Object.keys(prices) as (keyof typeof prices)[]).find(
    (key) => prices[key] === item?.price.id,
  );
  return {
    subscriptionStatus: statusMap[current.status] ?? 'inactive',
    planLevel: (plan ?? 'none') as PlanLevel,
    stripeSubscriptionId: current.id,
    stripePriceId: item?.price.id ?? null,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: current.cancel_at_period_end,
  };
}

/** The same fields, read from a stored account row, for a direct comparison. */
export const storedBilling = (row: {
  subscriptionStatus: SubscriptionStatus;
  planLevel: PlanLevel;
  stripeSubscriptionId: string | null;
  stripePriceId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}) => ({
  subscriptionStatus: row.subscriptionStatus,
  planLevel: row.planLevel,
  stripeSubscriptionId: row.stripeSubscriptionId,
  stripePriceId: row.stripePriceId,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});
