import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN } from './test-app.ts';

export const uniqueEmail = (label = 'user') =>
  `${label}-${randomBytes(5).toString('hex')}@example.test`;
export const GOOD_PASSWORD = 'a long and unusual passphrase';

/** Browser-like headers for a same-origin JSON request. */
export const sameOrigin = { origin: TEST_ORIGIN, 'content-type': 'application/json' };

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

/**
 * Creates an account and signs it in. Sign-up answers 202 without a session whether or not the
 * address was free (decision 033), so the session comes from a sign-in, as it does for a person.
 */
export async function signUpUser(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = GOOD_PASSWORD,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: sameOrigin,
    payload: { email, password, confirmPassword: password },
  });
  if (response.statusCode !== 202)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: sameOrigin,
    payload: { email, password },
  });
  if (signedIn.statusCode !== 200)
    throw new Error(`sign-in after sign-up failed: ${signedIn.statusCode} ${signedIn.body}`);
  return {
    email,
    password,
    cookie: cookieHeader(signedIn.headers['set-cookie']),
    userId: signedIn.json().user.id as string,
  };
}
