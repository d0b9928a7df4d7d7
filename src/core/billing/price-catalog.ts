import type { PlanId } from '../../shared/plans.ts';
import { planIds } from '../../shared/plans.ts';

export type PriceCatalog = Record<PlanId, string>;

/** Price ids of the built-in test mode; Stripe mode reads them from STRIPE_PRICE_* instead. */
export const testModePriceCatalog: PriceCatalog = {
  basic: 'price_test_basic',
  pro: 'price_test_pro',
  enterprise: 'price_test_enterprise',
};

/** Plans are found by price id, never by display name. */
export function planForPrice(catalog: PriceCatalog, priceId: string | null): PlanId | null {
  return planIds.find((plan) => catalog[plan] === priceId) ?? null;
}
