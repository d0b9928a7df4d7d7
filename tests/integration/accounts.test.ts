import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema/index.ts';
import { COMMON_PASSWORD_MESSAGE } from '../../src/shared/schemas/auth.ts';
import {
  cookieHeader,
  GOOD_PASSWORD,
  sameOrigin,
  signUpUser,
  uniqueEmail,
} from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up, sign-in and sign-out', () => {
  it('answers a visitor without a session with no user, not an error', async () => {
    for (const headers of [{}, { cookie: 'hireloop.session_token=forged.value' }]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ user: null });
    }
  });

  it('creates the account with the spec defaults and signs the user in', async () => {
    const { cookie, email, userId } = await signUpUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      id: userId,
      email,
      subscriptionStatus: 'inactive',
      planLevel: 'none',
      profileComplete: false,
      emailVerified: false,
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('makes no second account for the same e-mail, in any letter case', async () => {
    const { email } = await signUpUser(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: sameOrigin,
      payload: {
        email: email.toUpperCase(),
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
      },
    });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ ok: true });
    expect(again.headers['set-cookie']).toBeUndefined();
    const rows = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('refuses a password of the 10,000 most frequent and creates nothing', async () => {
    const email = uniqueEmail();
    // In the server's list (src/core/auth/frequent-passwords.ts), not in the browser's short one.
    for (const password of ['Maverick', '24061984']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: sameOrigin,
        payload: { email, password, confirmPassword: password },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ password: [COMMON_PASSWORD_MESSAGE] });
    }
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('signs in with a new session token each time and revokes it at sign-out', async () => {
    const { email, password, cookie: signUpCookie } = await signUpUser(t.app);
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: sameOrigin,
        payload: { email, password },
      });
    const first = await signIn();
    const second = await signIn();
    expect(first.statusCode).toBe(200);
    const firstCookie = cookieHeader(first.headers['set-cookie']);
    const secondCookie = cookieHeader(second.headers['set-cookie']);
    expect(new Set([signUpCookie, firstCookie, secondCookie]).size).toBe(3);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...sameOrigin, cookie: firstCookie },
    });
    expect(out.statusCode).toBe(204);
    const afterLogout = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: firstCookie },
    });
    expect(afterLogout.json().user).toBeNull();
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: secondCookie },
    });
    expect(other.json().user).not.toBeNull();
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    const { email } = await signUpUser(t.app);
    const attempt = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: sameOrigin,
        payload: { email: address, password: 'not the right password' },
      });
    const wrongPassword = await attempt(email);
    const unknownEmail = await attempt(uniqueEmail('nobody'));
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Failed to log in. Please check your credentials.',
    });
  });

  it('stores sessions server-side', async () => {
    const { userId } = await signUpUser(t.app);
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows).toHaveLength(1);
  });
});
