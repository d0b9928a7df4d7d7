import { expect, type Page } from '@playwright/test';
import type { PlanId } from '../../../src/shared/plans.ts';
import { TEST_CARD_SUCCESS } from '../../../src/shared/schemas/billing.ts';

/** The price id GET /api/plans gives for a plan (test mode: price_test_<plan>). */
export async function priceIdOf(page: Page, plan: PlanId) {
  const response = await page.request.get('/api/plans');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { plans: { id: PlanId; priceId: string }[] };
  const found = body.plans.find((candidate) => candidate.id === plan);
  if (!found) throw new Error(`GET /api/plans has no ${plan} plan`);
  return { priceId: found.priceId, origin: new URL(response.url()).origin };
}

/**
 * Pays for a plan through the API with the test card, in the page's own cookie jar, so a test
 * that is not about checkout starts with a subscribed (entitled) account. Returns the session id.
 */
export async function subscribeThroughApi(page: Page, plan: PlanId = 'pro') {
  const { user } = await (await page.request.get('/api/me')).json();
  const { priceId, origin } = await priceIdOf(page, plan);
  const checkout = await page.request.post('/api/create-checkout-session', {
    data: {
      priceId,
      userId: user.id,
      userEmail: user.email,
      success_url: `${origin}/subscription-status?session_id={CHECKOUT_SESSION_ID}&status=success`,
      cancel_url: `${origin}/subscription-status?status=cancelled`,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { id } = (await checkout.json()) as { id: string };
  const paid = await page.request.post(`/api/test-checkout/${id}/pay`, {
    data: { cardNumber: TEST_CARD_SUCCESS },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return id;
}

/** The signed-in account's billing state as GET /api/me reports it. */
export async function currentBilling(page: Page) {
  const { user } = await (await page.request.get('/api/me')).json();
  return user as { subscriptionStatus: string; planLevel: string; entitled: boolean };
}
