import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flushPendingMail } from '../../src/core/mail/deliver-in-background.ts';
import { rateLimits, verifications } from '../../src/db/schema/index.ts';
import { sameOrigin, signUpUser } from '../helpers/accounts.ts';
import { linkIn, readOutbox } from '../helpers/smtp-sink.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';

const VERIFY_SUBJECT = 'Confirm your e-mail address for Hireloop';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(rateLimits);
});

async function verificationMailsTo(email: string) {
  await flushPendingMail();
  const mails = await readOutbox(t.dataDir);
  return mails.filter((mail) => mail.to?.includes(email) && mail.subject === VERIFY_SUBJECT);
}

const verify = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    headers: sameOrigin,
    payload: { token },
  });

const resend = (cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/resend-verification',
    headers: cookie ? { ...sameOrigin, cookie } : sameOrigin,
  });

async function emailVerified(cookie: string): Promise<boolean> {
  const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return me.json().user.emailVerified;
}

describe('e-mail verification', () => {
  it('mails a confirmation link from APP_ORIGIN at sign-up', async () => {
    const { email } = await signUpUser(t.app);
    const mails = await verificationMailsTo(email);
    expect(mails).toHaveLength(1);
    const { url, token } = linkIn(mails[0]);
    expect(url.origin).toBe(TEST_ORIGIN);
    expect(url.pathname).toBe('/verify-email');
    expect(token.length).toBeGreaterThanOrEqual(40);
  });

  it('signs its owner in when opened without a session, and leaves a signed-in one alone', async () => {
    const { email, cookie } = await signUpUser(t.app);
    const { token } = linkIn((await verificationMailsTo(email))[0]);
    const opened = await verify(token);
    expect(opened.statusCode, opened.body).toBe(200);
    const setCookie = [opened.headers['set-cookie'] ?? []].flat();
    expect(setCookie).toHaveLength(1);
    const linkCookie = String(setCookie[0]).split(';')[0];
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: linkCookie },
    });
    expect(me.json().user).toMatchObject({ email, emailVerified: true });

    const other = await signUpUser(t.app);
    const otherToken = linkIn((await verificationMailsTo(other.email))[0]).token;
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { ...sameOrigin, cookie: other.cookie },
      payload: { token: otherToken },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    expect(await emailVerified(cookie)).toBe(true);
  });

  it('verifies with the link once; a second use is refused', async () => {
    const { email, cookie } = await signUpUser(t.app);
    const { token } = linkIn((await verificationMailsTo(email))[0]);
    expect(await emailVerified(cookie)).toBe(false);
    const first = await verify(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(await emailVerified(cookie)).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This confirmation link is invalid or has expired. Request a new one.',
    });
  });

  it('refuses an expired link and leaves the address unconfirmed', async () => {
    const { email, cookie, userId } = await signUpUser(t.app);
    const { token } = linkIn((await verificationMailsTo(email))[0]);
    const updated = await t.ctx.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, userId))
      .returning({ id: verifications.id });
    expect(updated).toHaveLength(1);
    expect((await verify(token)).json().code).toBe('INVALID_TOKEN');
    expect(await emailVerified(cookie)).toBe(false);
  });

  it('does not take a password-reset token as a confirmation', async () => {
    const { email, cookie } = await signUpUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: sameOrigin,
      payload: { email },
    });
    await flushPendingMail();
    const resetMail = (await readOutbox(t.dataDir)).find(
      (mail) => mail.to?.includes(email) && mail.subject !== VERIFY_SUBJECT,
    );
    expect((await verify(linkIn(resetMail).token)).json().code).toBe('INVALID_TOKEN');
    expect(await emailVerified(cookie)).toBe(false);
  });
});

describe('resending the confirmation', () => {
  it('requires a session', async () => {
    const response = await resend();
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('mails a new link that replaces the earlier one', async () => {
    const { email, cookie } = await signUpUser(t.app);
    const first = linkIn((await verificationMailsTo(email))[0]).token;
    const response = await resend(cookie);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    const mails = await verificationMailsTo(email);
    expect(mails).toHaveLength(2);
    const second = mails.map((mail) => linkIn(mail).token).find((token) => token !== first);
    expect((await verify(first)).json().code).toBe('INVALID_TOKEN');
    expect((await verify(second ?? '')).statusCode).toBe(200);
    expect(await emailVerified(cookie)).toBe(true);
  });

  it('sends nothing once the address is confirmed', async () => {
    const { email, cookie } = await signUpUser(t.app);
    await verify(linkIn((await verificationMailsTo(email))[0]).token);
    expect((await resend(cookie)).statusCode).toBe(202);
    expect(await verificationMailsTo(email)).toHaveLength(1);
  });
});
