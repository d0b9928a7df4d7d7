import type { FastifyInstance } from 'fastify';
import { sameOrigin } from './accounts.ts';
import { TEST_ORIGIN } from './test-app.ts';

export interface SignedInUser {
  cookie: string;
  userId: string;
  email: string;
}

/** The return pages the client sends (spec §7 call 1), on our own origin. */
export const SUCCESS_URL = `${TEST_ORIGIN}/subscription-status?session_id={CHECKOUT_SESSION_ID}&status=success`;
export const CANCEL_URL = `${TEST_ORIGIN}/subscription-status?status=cancelled`;

/** The spec's create-checkout-session body for `user`, with any field overridden. */
export function checkoutBody(user: SignedInUser, priceId: string, extra: object = {}) {
  return {
    priceId,
    userId: user.userId,
    userEmail: user.email,
    success_url: SUCCESS_URL,
    cancel_url: CANCEL_URL,
    ...extra,
  };
}

export function postAs(
  app: FastifyInstance,
  user: SignedInUser | undefined,
  url: string,
  payload?: object,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: user ? { ...sameOrigin, cookie: user.cookie } : sameOrigin,
    ...(payload ? { payload } : {}),
  });
}

export function getAs(app: FastifyInstance, user: SignedInUser | undefined, url: string) {
  return app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
}

export async function startCheckout(
  app: FastifyInstance,
  user: SignedInUser,
  priceId: string,
  extra: object = {},
): Promise<{ id: string; url: string }> {
  const response = await postAs(
    app,
    user,
    '/api/create-checkout-session',
    checkoutBody(user, priceId, extra),
  );
  if (response.statusCode !== 200)
    throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function currentUser(app: FastifyInstance, user: SignedInUser) {
  const response = await getAs(app, user, '/api/me');
  return response.json().user as {
    subscriptionStatus: string;
    planLevel: string;
    entitled: boolean;
  };
}
