import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, GOOD_PASSWORD } from '../helpers/accounts.ts';
import { postAs } from '../helpers/billing.ts';
import { createStripeTestApp, type StripeTestApp } from '../helpers/stripe-test-app.ts';

let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp({ worker: true });
});
afterAll(() => t?.close());

async function waitFor(what: string, probe: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

describe('deleting an account with a Stripe subscription', () => {
  it('cancels the subscription at Stripe at once, from the queued job', async () => {
    const { userId, subscriptionId, event } = await t.subscribedUser();
    expect((await t.deliver(event)).statusCode).toBe(200);
    const { email, stripeSubscriptionId } = await t.billingRow(userId);
    expect(stripeSubscriptionId).toBe(subscriptionId);
    const signIn = await postAs(t.app, undefined, '/api/auth/sign-in', {
      email,
      password: GOOD_PASSWORD,
    });
    const user = { userId, email, cookie: cookieHeader(signIn.headers['set-cookie']) };

    const response = await postAs(t.app, user, '/api/account/delete', { password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);

    const cancelled = () =>
      t.fake.requests.some(
        (request) =>
          request.method === 'DELETE' &&
          request.path === `/v1/subscriptions/${subscriptionId}` &&
          request.status === 200,
      );
    await waitFor('DELETE /v1/subscriptions/:id at the fake Stripe', cancelled);
    expect(t.fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
  });
});
