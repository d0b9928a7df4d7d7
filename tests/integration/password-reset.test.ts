import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consumeEmailToken } from '../../src/core/accounts/email-tokens.ts';
import { flushPendingMail } from '../../src/core/mail/deliver-in-background.ts';
import { rateLimits, verifications } from '../../src/db/schema/index.ts';
import { COMMON_PASSWORD_MESSAGE } from '../../src/shared/schemas/auth.ts';
import {
  cookieHeader,
  GOOD_PASSWORD,
  sameOrigin,
  signUpUser,
  uniqueEmail,
} from '../helpers/accounts.ts';
import { linkIn, readOutbox } from '../helpers/smtp-sink.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';

const NEW_PASSWORD = 'a different passphrase entirely';
const RESET_SUBJECT = 'Reset your Hireloop password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(rateLimits);
});

const requestReset = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: { ...sameOrigin, ...headers },
    payload: { email },
  });

const resetWith = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: sameOrigin,
    payload: { token, password, confirmPassword: password },
  });

async function resetMailsTo(email: string) {
  await flushPendingMail();
  const mails = await readOutbox(t.dataDir);
  return mails.filter((mail) => mail.to?.includes(email) && mail.subject === RESET_SUBJECT);
}

/** Requests a reset and returns the token of the mail it sent. */
async function resetTokenFor(email: string): Promise<string> {
  const earlier = new Set((await resetMailsTo(email)).map((mail) => mail.raw));
  expect((await requestReset(email)).statusCode).toBe(202);
  const sent = (await resetMailsTo(email)).filter((mail) => !earlier.has(mail.raw));
  expect(sent).toHaveLength(1);
  return linkIn(sent[0]).token;
}

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: sameOrigin,
    payload: { email, password },
  });

describe('requesting a reset', () => {
  it('mails one link built from APP_ORIGIN, whatever host the request names', async () => {
    const { email } = await signUpUser(t.app);
    const response = await requestReset(email, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    const mails = await resetMailsTo(email);
    expect(mails).toHaveLength(1);
    const { url, token } = linkIn(mails[0]);
    expect(url.origin).toBe(TEST_ORIGIN);
    expect(url.pathname).toBe('/reset-password');
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(mails[0]?.raw).not.toContain('evil.example');
  });

  it('answers an unknown e-mail identically and mails nothing', async () => {
    const { email } = await signUpUser(t.app);
    await flushPendingMail();
    const filesBefore = (await readOutbox(t.dataDir)).length;
    const tokensBefore = await t.ctx.db.select().from(verifications);
    const nobody = uniqueEmail('nobody');
    const unknown = await requestReset(nobody);
    const known = await requestReset(email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await flushPendingMail();
    const mails = await readOutbox(t.dataDir);
    expect(mails).toHaveLength(filesBefore + 1);
    expect(mails.some((mail) => mail.raw.includes(nobody))).toBe(false);
    expect(await t.ctx.db.select().from(verifications)).toHaveLength(tokensBefore.length + 1);
  });

  it('stores only a hash of the token', async () => {
    const { email } = await signUpUser(t.app);
    const token = await resetTokenFor(email);
    const rows = await t.ctx.db.execute(sql`select v::text as row from verifications v`);
    const stored = (rows as unknown as { rows: { row: string }[] }).rows.map((r) => r.row);
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(row).not.toContain(token);
  });
});

describe('using the link', () => {
  it('refuses a password of the 10,000 most frequent and keeps the link usable', async () => {
    const { email } = await signUpUser(t.app);
    const token = await resetTokenFor(email);
    // In the server's list (src/core/auth/frequent-passwords.ts), not in the browser's short one.
    const refused = await resetWith(token, 'steelers');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ password: [COMMON_PASSWORD_MESSAGE] });
    expect((await signIn(email, 'steelers')).statusCode).toBe(401);
    expect((await resetWith(token)).statusCode).toBe(200);
  });

  it('works once; the second use is refused', async () => {
    const { email } = await signUpUser(t.app);
    const token = await resetTokenFor(email);
    const first = await resetWith(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const again = await resetWith(token, 'yet another passphrase here');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This reset link is invalid or has expired. Request a new one.',
    });
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('voids the earlier link when a new one is requested', async () => {
    const { email } = await signUpUser(t.app);
    const first = await resetTokenFor(email);
    const second = await resetTokenFor(email);
    expect(second).not.toBe(first);
    expect((await resetWith(first)).json().code).toBe('INVALID_TOKEN');
    expect((await resetWith(second)).statusCode).toBe(200);
  });

  it('expires one hour after it was sent', async () => {
    const { email, userId } = await signUpUser(t.app);
    const resetRow = async () =>
      (await t.ctx.db.select().from(verifications).where(eq(verifications.value, userId))).find(
        (row) => row.identifier.startsWith('reset-password:'),
      );
    const token = await resetTokenFor(email);
    const lifetime = ((await resetRow())?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);
    // A minute past the hour it no longer counts; the attempt does not spend it, so it still
    // works now.
    const later = new Date(Date.now() + 61 * 60 * 1000);
    expect(
      await consumeEmailToken(t.ctx.db, { purpose: 'reset-password', token, now: later }),
    ).toBeNull();
    expect((await resetWith(token)).statusCode).toBe(200);

    // Through the API: once the hour has passed in the database, the link is refused.
    const stale = await resetTokenFor(email);
    await t.ctx.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.id, (await resetRow())?.id ?? ''));
    expect((await resetWith(stale, 'a password that never lands')).json().code).toBe(
      'INVALID_TOKEN',
    );
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every session of the account and swaps the password', async () => {
    const { email, cookie: signUpCookie } = await signUpUser(t.app);
    const otherDevice = cookieHeader((await signIn(email, GOOD_PASSWORD)).headers['set-cookie']);
    const token = await resetTokenFor(email);
    expect((await resetWith(token)).statusCode).toBe(200);
    for (const cookie of [signUpCookie, otherDevice]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.json().user).toBeNull();
    }
    expect((await signIn(email, GOOD_PASSWORD)).statusCode).toBe(401);
    const fresh = await signIn(email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieHeader(fresh.headers['set-cookie']) },
    });
    expect(me.json().user.email).toBe(email);
  });
});

describe('logs', () => {
  it('hold no password, session token, e-mail token or e-mail address over a whole journey', async () => {
    // Request logging is on outside NODE_ENV=test, and trace shows everything the app logs.
    const logged = await createTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'trace' } });
    const consoleLines: string[] = [];
    const capture = (...args: unknown[]) => {
      consoleLines.push(
        args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '),
      );
    };
    // Better Auth logs through the console, so that output is checked too.
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(capture),
    );
    try {
      const post = (url: string, payload: Record<string, string> | undefined, cookie = '') =>
        logged.app.inject({ method: 'POST', url, headers: { ...sameOrigin, cookie }, payload });
      const user = await signUpUser(logged.app, uniqueEmail('journey'));
      const nobody = uniqueEmail('nobody');
      const wrong = 'a wrong guess at the password';
      await post('/api/auth/sign-in', { email: user.email, password: wrong });
      await post('/api/auth/sign-in', { email: nobody, password: wrong });
      const signedIn = await post('/api/auth/sign-in', {
        email: user.email,
        password: user.password,
      });
      const cookie = cookieHeader(signedIn.headers['set-cookie']);
      await logged.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      await post('/api/auth/forgot-password', { email: user.email });
      await post('/api/auth/forgot-password', { email: nobody });
      await flushPendingMail();
      const mails = await readOutbox(logged.dataDir);
      const resetToken = linkIn(mails.find((mail) => mail.subject === RESET_SUBJECT)).token;
      const verifyToken = linkIn(mails.find((mail) => mail.subject !== RESET_SUBJECT)).token;
      // The token also rides in the query, as on the page's URL: request logs must drop queries.
      await post(`/api/auth/reset-password?token=${resetToken}`, {
        token: resetToken,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      await post('/api/auth/verify-email', { token: verifyToken });
      const again = await post('/api/auth/sign-in', { email: user.email, password: NEW_PASSWORD });
      const lastCookie = cookieHeader(again.headers['set-cookie']);
      await post('/api/auth/sign-out', undefined, lastCookie);
      await flushPendingMail();

      const cookieValues = [user.cookie, cookie, lastCookie].flatMap((header) =>
        header.split('; ').map((pair) => pair.slice(pair.indexOf('=') + 1)),
      );
      const secrets = [
        user.email,
        nobody,
        user.password,
        wrong,
        NEW_PASSWORD,
        resetToken,
        verifyToken,
        ...cookieValues,
        ...cookieValues.map((value) => decodeURIComponent(value).split('.')[0] ?? ''),
      ].filter((secret) => secret.length >= 8);
      const variants = secrets.flatMap((secret) => [secret, encodeURIComponent(secret)]);
      const lines = [...logged.logLines, ...consoleLines];
      expect(logged.logLines.some((line) => line.includes('/api/auth/reset-password'))).toBe(true);
      const leaks = lines.filter((line) => variants.some((secret) => line.includes(secret)));
      expect(leaks).toEqual([]);
    } finally {
      for (const spy of spies) spy.mockRestore();
      await logged.close();
    }
  });
});
