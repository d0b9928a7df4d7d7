import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailToken } from '../../src/core/accounts/email-tokens.ts';
import { getSessionUser } from '../../src/core/accounts/get-session-user.ts';
import { sessions, users } from '../../src/db/schema/index.ts';
import { sameOrigin, signUpUser } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The cache as production runs it (decision 033); the shared harness turns it off.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_CACHE_SECONDS: '5' } });
});
afterAll(() => t.close());

const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user as {
    email: string;
    emailVerified: boolean;
  } | null;

const post = (url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { ...sameOrigin, cookie } : sameOrigin,
    ...(payload ? { payload } : {}),
  });

describe('the session cache', () => {
  it('answers from memory for a few seconds, then reads the row again', async () => {
    const user = await signUpUser(t.app);
    expect((await me(user.cookie))?.email).toBe(user.email);
    // The row goes without telling anyone (triggers off for this transaction): memory answers.
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(sessions).where(eq(sessions.userId, user.userId));
    });
    expect((await me(user.cookie))?.email).toBe(user.email);
    // Past the cache's seconds, the missing row is seen.
    const later = new Date(Date.now() + 6_000);
    expect(await getSessionUser(t.ctx, { cookieHeader: user.cookie, now: later })).toBeNull();
  });

  it('forgets a session another process revokes as soon as the change commits', async () => {
    const user = await signUpUser(t.app);
    expect((await me(user.cookie))?.email).toBe(user.email);
    // As another process would: the row goes, the trigger's NOTIFY reaches this process.
    await t.ctx.db.delete(sessions).where(eq(sessions.userId, user.userId));
    await expect.poll(() => me(user.cookie), { timeout: 2_000, interval: 20 }).toBeNull();
  });

  it('shows a change to the account another process makes as soon as it commits', async () => {
    const user = await signUpUser(t.app);
    expect((await me(user.cookie))?.emailVerified).toBe(false);
    await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.userId));
    await expect
      .poll(async () => (await me(user.cookie))?.emailVerified, { timeout: 2_000, interval: 20 })
      .toBe(true);
  });

  it('forgets a session at sign-out in this process at once', async () => {
    const user = await signUpUser(t.app);
    expect(await me(user.cookie)).not.toBeNull();
    expect((await post('/api/auth/sign-out', user.cookie)).statusCode).toBe(204);
    expect(await me(user.cookie)).toBeNull();
  });

  it('forgets every session of an account whose password was reset, at once', async () => {
    const user = await signUpUser(t.app);
    expect(await me(user.cookie)).not.toBeNull();
    const token = await createEmailToken(t.ctx.db, {
      purpose: 'reset-password',
      userId: user.userId,
    });
    const password = 'a brand new long passphrase';
    const reset = await post('/api/auth/reset-password', undefined, {
      token,
      password,
      confirmPassword: password,
    });
    expect(reset.statusCode).toBe(200);
    expect(await me(user.cookie)).toBeNull();
  });

  it('forgets the sessions of a deleted account at once', async () => {
    const user = await signUpUser(t.app);
    expect(await me(user.cookie)).not.toBeNull();
    const deleted = await post('/api/account/delete', user.cookie, { password: user.password });
    expect(deleted.statusCode).toBe(200);
    expect(await me(user.cookie)).toBeNull();
  });

  it('shows a change to the account made in this process at once', async () => {
    const user = await signUpUser(t.app);
    expect((await me(user.cookie))?.emailVerified).toBe(false);
    const token = await createEmailToken(t.ctx.db, {
      purpose: 'verify-email',
      userId: user.userId,
    });
    expect((await post('/api/auth/verify-email', undefined, { token })).statusCode).toBe(200);
    expect((await me(user.cookie))?.emailVerified).toBe(true);
  });
});
