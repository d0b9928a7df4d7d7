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

/**
 * Records every number the status page's countdown shows, and 0 when it has gone, with the
 * page's time, in session storage (it outlives the redirect). A busy machine's polling can miss a number that shows for
 * one second; the page's own observer cannot.
 */
export async function recordCountdown(page: Page) {
  await page.addInitScript(() => {
    const key = 'e2e-countdown';
    new MutationObserver(() => {
      const shown = document.body?.textContent?.match(/You will be redirected in (\d+) seconds?/);
      const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as { n: number; at: number }[];
      // 0: the countdown has gone, with the page it was on.
      const n = shown ? Number(shown[1]) : 0;
      if (log.length === 0 ? n === 0 : log.at(-1)?.n === n) return;
      log.push({ n, at: performance.timeOrigin + performance.now() });
      sessionStorage.setItem(key, JSON.stringify(log));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return async () =>
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-countdown'))) ?? '[]') as {
      n: number;
      at: number;
    }[];
}
