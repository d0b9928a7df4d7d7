import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_MS, SIGN_IN_AGAIN } from '../../src/core/privacy/confirm-account-owner.ts';
import { userDataParts } from '../../src/core/privacy/user-data-parts.ts';
import {
  authAccounts,
  rateLimits,
  sessions,
  testSubscriptions,
  userDataKeys,
  users,
  verifications,
} from '../../src/db/schema/index.ts';
import { signUpUser } from '../helpers/accounts.ts';
import { getAs, postAs } from '../helpers/billing.ts';
import { putAs, sentinelAnswers, subscriber } from '../helpers/profile.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tablesWithUserId } from '../helpers/user-tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ worker: true });
});
afterAll(() => t?.close());

async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

async function rowsOfUser(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  // Pending e-mail links name the user in `value` rather than by a user id column.
  const [links] = await t.ctx.db
    .select({ n: count() })
    .from(verifications)
    .where(eq(verifications.value, userId));
  counts['verifications (e-mail links)'] = links?.n ?? 0;
  for (const { name, table, userColumn } of tablesWithUserId()) {
    const [row] = await t.ctx.db.select({ n: count() }).from(table).where(eq(userColumn, userId));
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** A subscriber with something in every part: profile, EEO answers, audit rows. */
async function fullUser() {
  const user = await subscriber(t.app);
  await putAs(t.app, user, '/api/app/profile/personal', { fullName: 'Grace Hopper' });
  await putAs(t.app, user, '/api/app/profile/skills', { skills: ['COBOL'] });
  await putAs(t.app, user, '/api/app/profile/eeo', { answers: sentinelAnswers });
  return user;
}

describe('export completeness', () => {
  it('finds the user tables from the schema (the check below is not vacuous)', () => {
    const names = tablesWithUserId().map((table) => table.name);
    for (const known of ['users', 'sessions', 'profiles', 'eeo_answers', 'user_data_keys']) {
      expect(names).toContain(known);
    }
  });

  it('covers every table holding a user id with a registered part', () => {
    const covered = new Set(userDataParts.flatMap((part) => part.tables));
    const missing = tablesWithUserId()
      .map((table) => table.name)
      .filter((name) => !covered.has(name));
    expect(missing, 'tables with a user id that no export part names').toEqual([]);
  });

  it('gives part names once each', () => {
    const names = userDataParts.map((part) => part.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('GET /api/account/export', () => {
  it('answers 401 signed out', async () => {
    expect((await getAs(t.app, undefined, '/api/account/export')).statusCode).toBe(401);
  });

  it('downloads one JSON file with every part, the EEO answers decrypted, no secrets', async () => {
    const user = await fullUser();
    const response = await getAs(t.app, user, '/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="hireloop-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = response.json();
    expect(Object.keys(body.parts).sort()).toEqual(userDataParts.map((part) => part.name).sort());
    expect(body.parts.account).toMatchObject({ id: user.userId, email: user.email });
    expect(body.parts.profile).toMatchObject({ fullName: 'Grace Hopper', skills: ['COBOL'] });
    expect(body.parts.eeoAnswers.answers).toEqual(sentinelAnswers);
    expect(
      body.parts.eeoAnswers.accessLog.map((entry: { action: string }) => entry.action),
    ).toEqual(['write', 'read']);
    expect(body.parts.billing.subscription.subscriptionId).toEqual(expect.any(String));
    expect(response.body).not.toMatch(/\$argon2/);
    const [key] = await t.ctx.db
      .select()
      .from(userDataKeys)
      .where(eq(userDataKeys.userId, user.userId));
    expect(response.body).not.toContain(key?.wrappedKey);
    expect(response.body).not.toContain(user.cookie.split('=')[1]?.split('.')[0]);
  });

  it('is not behind the subscription gate', async () => {
    const unpaid = await signUpUser(t.app);
    const response = await getAs(t.app, unpaid, '/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.json().parts.profile).toBeNull();
  });
});

describe('POST /api/account/delete', () => {
  it('answers 401 signed out and 400 without a password', async () => {
    expect(
      (await postAs(t.app, undefined, '/api/account/delete', { password: 'x' })).statusCode,
    ).toBe(401);
    const user = await signUpUser(t.app);
    const response = await postAs(t.app, user, '/api/account/delete', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('password');
  });

  it('refuses a wrong password on the password field and deletes nothing', async () => {
    const user = await fullUser();
    const before = await rowsOfUser(user.userId);
    const response = await postAs(t.app, user, '/api/account/delete', {
      password: 'not my password',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      fieldErrors: { password: ['The password is not correct.'] },
    });
    expect(await rowsOfUser(user.userId)).toEqual(before);
    expect((await getAs(t.app, user, '/api/me')).statusCode).toBe(200);
  });

  it('leaves no row of the user, destroys the key, revokes every session, cancels billing', async () => {
    const user = await fullUser();
    const otherSession = await postAs(t.app, undefined, '/api/auth/sign-in', {
      email: user.email,
      password: user.password,
    });
    const secondCookie = String(otherSession.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    const reset = await postAs(t.app, undefined, '/api/auth/forgot-password', {
      email: user.email,
    });
    expect(reset.statusCode).toBe(202);
    const before = await rowsOfUser(user.userId);
    expect(before['verifications (e-mail links)']).toBeGreaterThanOrEqual(1);
    const countersBefore = await t.ctx.db.select().from(rateLimits);
    expect(countersBefore.some((row) => row.key.includes(user.email))).toBe(true);
    expect(before.profiles).toBe(1);
    expect(before.eeo_answers).toBe(1);
    expect(before.user_data_keys).toBe(1);
    expect(before.sessions).toBe(2);
    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, user.userId));
    const subscriptionId = account?.stripeSubscriptionId ?? '';
    expect(subscriptionId).not.toBe('');

    const response = await postAs(t.app, user, '/api/account/delete', { password: user.password });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);

    const after = await rowsOfUser(user.userId);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    const counters = await t.ctx.db.select().from(rateLimits);
    expect(counters.filter((row) => row.key.includes(user.email))).toEqual([]);
    expect((await getAs(t.app, user, '/api/me')).json().user).toBeNull();
    expect(
      (await getAs(t.app, { ...user, cookie: secondCookie }, '/api/me')).json().user,
    ).toBeNull();
    const signIn = await postAs(t.app, undefined, '/api/auth/sign-in', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(401);

    await waitFor('the subscription to be cancelled', async () => {
      const [subscription] = await t.ctx.db
        .select()
        .from(testSubscriptions)
        .where(eq(testSubscriptions.id, subscriptionId));
      return subscription?.status === 'canceled';
    });
  });

  it('works without a subscription and queues nothing to cancel', async () => {
    const user = await signUpUser(t.app);
    const response = await postAs(t.app, user, '/api/account/delete', { password: user.password });
    expect(response.statusCode).toBe(200);
    expect(Object.values(await rowsOfUser(user.userId)).every((n) => n === 0)).toBe(true);
  });
});

describe('POST /api/account/delete for an account without a password (Google only)', () => {
  async function googleOnlyUser() {
    const user = await subscriber(t.app);
    // What a Google sign-up leaves: an account with no credential (password) row.
    await t.ctx.db
      .delete(authAccounts)
      .where(and(eq(authAccounts.userId, user.userId), eq(authAccounts.providerId, 'credential')));
    return user;
  }

  it('accepts a session opened in the last ten minutes', async () => {
    const user = await googleOnlyUser();
    const response = await postAs(t.app, user, '/api/account/delete', { password: 'anything' });
    expect(response.statusCode).toBe(200);
    expect(Object.values(await rowsOfUser(user.userId)).every((n) => n === 0)).toBe(true);
  });

  it('asks an older session to sign in with Google again, on the password field', async () => {
    const user = await googleOnlyUser();
    await t.ctx.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - RECENT_SIGN_IN_MS - 60_000) })
      .where(eq(sessions.userId, user.userId));
    const response = await postAs(t.app, user, '/api/account/delete', { password: 'anything' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      fieldErrors: { password: [SIGN_IN_AGAIN] },
    });
    expect((await rowsOfUser(user.userId)).users).toBe(1);
  });
});
