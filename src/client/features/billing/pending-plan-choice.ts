import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { type PlanId, planIds } from '../../../shared/plans.ts';

// The public landing page stores the price id of the plan a signed-out visitor clicked (spec §4);
// without JavaScript its link says /signup?plan=<id> instead, which sign-up stores by plan id.
// After sign-up (or log-in) /subscribe opens checkout for the choice, once.
const SELECTED_PRICE_KEY = 'selectedPriceId';
const SELECTED_PLAN_KEY = 'selectedPlanId';

export type PendingChoice = { priceId: string } | { planId: PlanId };

const isPlanId = (value: string | null): value is PlanId =>
  planIds.some((planId) => planId === value);

/** The plan chosen before signing in, removed from storage so it is acted on only once. */
export function takePendingChoice(): PendingChoice | null {
  try {
    const priceId = sessionStorage.getItem(SELECTED_PRICE_KEY);
    const planId = sessionStorage.getItem(SELECTED_PLAN_KEY);
    sessionStorage.removeItem(SELECTED_PRICE_KEY);
    sessionStorage.removeItem(SELECTED_PLAN_KEY);
    if (priceId) return { priceId };
    return isPlanId(planId) ? { planId } : null;
  } catch {
    return null; // storage can be blocked (privacy settings); then nothing was chosen
  }
}

/** For the sign-up page: keeps `?plan=<id>` from the landing page's plain link for after sign-up. */
export function useRememberPlanFromAddress() {
  const plan = useSearchParams()[0].get('plan');
  useEffect(() => {
    if (!isPlanId(plan)) return;
    try {
      sessionStorage.setItem(SELECTED_PLAN_KEY, plan);
    } catch {
      // storage blocked: the visitor picks the plan again on /subscribe
    }
  }, [plan]);
}
