import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailToken } from '../../src/core/accounts/email-tokens.ts';
import { cookieHeader, GOOD_PASSWORD, sameOrigin, signUpUser } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Checklist rows "Session fixation" and "Logout and revocation" (decision 036). A session cookie
 * the browser already holds before signing in (planted by someone else, or left from an earlier
 * session) is never the one that becomes signed in; and a cookie is refused with 401 on a route
 * that needs a session after sign-out, a password reset and account deletion (not only shown as
 * "no user" by /api/me).
 */
const SESSION_COOKIE = 'hireloop.session_token';
/** Needs a session and nothing else (no subscription): 401 exactly when the cookie is not one. */
const PROTECTED = '/api/billing/subscription';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const signIn = (email: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    payload: { email, password },
  });
const protectedStatus = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: PROTECTED, headers: { cookie } })).statusCode;
const tokenOf = (cookie: string) =>
  cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);

describe('session fixation', () => {
  it('issues a new token at sign-in and never signs in a value the browser already held', async () => {
    const user = await signUpUser(t.app);
    const planted = [
      `${SESSION_COOKIE}=attacker-chosen-token`,
      `${SESSION_COOKIE}=attacker-chosen-token.c2lnbmF0dXJl`,
    ];
    for (const before of planted) {
      const response = await signIn(user.email, user.password, before);
      expect(response.statusCode).toBe(200);
      const after = cookieHeader(response.headers['set-cookie']);
      expect(tokenOf(after)).toBeTruthy();
      expect(tokenOf(after)).not.toBe(tokenOf(before));
      expect(await protectedStatus(before)).toBe(401);
      expect(await protectedStatus(after)).toBe(200);
    }
  });

  it('replaces the cookie of an earlier session; once signed out, that one stays refused', async () => {
    const user = await signUpUser(t.app);
    const earlier = user.cookie;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...sameOrigin, cookie: earlier },
    });
    expect(out.statusCode).toBe(204);
    const response = await signIn(user.email, user.password, earlier);
    const now = cookieHeader(response.headers['set-cookie']);
    expect(tokenOf(now)).not.toBe(tokenOf(earlier));
    expect(await protectedStatus(earlier)).toBe(401);
    expect(await protectedStatus(now)).toBe(200);
  });
});

describe('revocation answers 401 on routes that need a session', () => {
  it('after sign-out', async () => {
    const { cookie } = await signUpUser(t.app);
    expect(await protectedStatus(cookie)).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...sameOrigin, cookie },
    });
    expect(await protectedStatus(cookie)).toBe(401);
  });

  it('after a password reset, on every device', async () => {
    const user = await signUpUser(t.app);
    const otherDevice = cookieHeader(
      (await signIn(user.email, user.password)).headers['set-cookie'],
    );
    const token = await createEmailToken(t.ctx.db, {
      purpose: 'reset-password',
      userId: user.userId,
    });
    const newPassword = 'a different long passphrase';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: sameOrigin,
      payload: { token, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    for (const cookie of [user.cookie, otherDevice])
      expect(await protectedStatus(cookie)).toBe(401);
  });

  it('after the account was deleted', async () => {
    const user = await signUpUser(t.app);
    const otherDevice = cookieHeader(
      (await signIn(user.email, GOOD_PASSWORD)).headers['set-cookie'],
    );
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { ...sameOrigin, cookie: user.cookie },
      payload: { password: GOOD_PASSWORD },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    for (const cookie of [user.cookie, otherDevice])
      expect(await protectedStatus(cookie)).toBe(401);
  });
});
