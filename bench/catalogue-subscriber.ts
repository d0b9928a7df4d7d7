import { TEST_CARD_SUCCESS } from '../src/shared/schemas/billing.ts';
import { signUpForCookie } from './sign-up.ts';

async function expectOk(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * A new account that paid for Pro through the built-in test checkout, over HTTP as the browser
 * does: GET /api/jobs is for subscribers. Returns its session cookie.
 */
export async function subscriberCookie(origin: string): Promise<string> {
  const cookie = await signUpForCookie(origin);
  const headers = { origin, cookie, 'content-type': 'application/json' };
  const { user } = await expectOk(await fetch(`${origin}/api/me`, { headers }), 'GET /api/me');
  const { plans } = await expectOk(await fetch(`${origin}/api/plans`), 'GET /api/plans');
  const pro = (plans as { id: string; priceId: string }[]).find((plan) => plan.id === 'pro');
  const checkout = await expectOk(
    await fetch(`${origin}/api/create-checkout-session`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        priceId: pro?.priceId,
        userId: user.id,
        userEmail: user.email,
        success_url: `${origin}/subscription-status?session_id={CHECKOUT_SESSION_ID}&status=success`,
        cancel_url: `${origin}/subscription-status?status=cancelled`,
      }),
    }),
    'POST /api/create-checkout-session',
  );
  await expectOk(
    await fetch(`${origin}/api/test-checkout/${checkout.id}/pay`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ cardNumber: TEST_CARD_SUCCESS }),
    }),
    'POST /api/test-checkout/:id/pay',
  );
  return cookie;
}
