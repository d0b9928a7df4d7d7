import type { PlanLevel, SubscriptionStatus } from '../../shared/schemas/user.ts';
import { DAY_MS } from '../../shared/time.ts';

/**
 * Past-due grace (docs/decisions/006-billing-state.md): while Stripe retries a failed renewal the
 * user keeps access for this long after the paid period ended, then loses it until payment.
 */
export const PAST_DUE_GRACE_MS = 7 * DAY_MS;
/** An active period whose end passed this long ago without a renewal event is treated as lapsed. */
export const RENEWAL_SLACK_MS = 2 * DAY_MS;

export interface EntitlementInput {
  subscriptionStatus: SubscriptionStatus;
  planLevel: PlanLevel;
  currentPeriodEnd: Date | null;
  now: Date;
}

/** Whether the account may use the main app. A pure function of the stored state and the time. */
export function isEntitled(input: EntitlementInput): boolean {
  if (input.planLevel === 'none') return false;
  const end = input.currentPeriodEnd?.getTime();
  const now = input.now.getTime();
  switch (input.subscriptionStatus) {
    case 'active':
      return end === undefined || now < end + RENEWAL_SLACK_MS;
    case 'past_due':
      return end !== undefined && now < end + PAST_DUE_GRACE_MS;
    default:
      return false;
  }
}
