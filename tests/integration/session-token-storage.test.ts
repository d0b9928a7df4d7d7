import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { makeSignature } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { cookieHeader, GOOD_PASSWORD, sameOrigin, signUpUser } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSION_COOKIE = 'hireloop.session_token';

/** The raw session token a Set-Cookie list carries (`token.signature`, URL-encoded). */
function tokenFrom(setCookie: string | string[] | undefined): string {
  const pair = cookieHeader(setCookie)
    .split('; ')
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!pair) throw new Error('no session cookie');
  const value = decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

/** Every row of every public table as text: what a `pg_dump` of the data shows. */
async function dumpAllRows(): Promise<string> {
  const tables = await t.ctx.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  let dump = '';
  for (const { name } of (tables as unknown as { rows: { name: string }[] }).rows) {
    const rows = await t.ctx.db.execute(sql.raw(`select t::text as row from public."${name}" t`));
    for (const { row } of (rows as unknown as { rows: { row: string }[] }).rows) dump += `${row}\n`;
  }
  return dump;
}

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('session tokens at rest', () => {
  it('are stored only as a hash: no row holds the cookie token, and the session still works', async () => {
    const { email } = await signUpUser(t.app);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: sameOrigin,
      payload: { email, password: GOOD_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    const token = tokenFrom(signedIn.headers['set-cookie']);
    expect(token.length).toBeGreaterThanOrEqual(32);

    const stored = await t.ctx.db.select({ token: sessions.token }).from(sessions);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.token === token)).toBe(false);
    expect(await dumpAllRows()).not.toContain(token);

    const cookie = cookieHeader(signedIn.headers['set-cookie']);
    expect((await me(cookie)).json().user?.email).toBe(email);

    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...sameOrigin, cookie },
    });
    expect(signedOut.statusCode).toBe(204);
    expect((await me(cookie)).json().user).toBeNull();
    const left = await t.ctx.db.select({ id: sessions.id }).from(sessions);
    expect(left.length).toBe(stored.length - 1);
  });

  it('the migration hashes sessions stored before it, and they stay signed in', async () => {
    const { userId, email } = await signUpUser(t.app);
    // A row as Better Auth wrote it before decision 033: the raw token in the column.
    const token = randomBytes(24).toString('base64url').replace(/[-_]/g, 'x').slice(0, 32);
    const id = `pre-033-${userId}`;
    await t.ctx.db.insert(sessions).values({
      id,
      token,
      userId,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
    const migration = readFileSync(
      new URL('../../migrations/0010_hash-session-tokens.sql', import.meta.url),
      'utf8',
    );
    await t.ctx.db.execute(sql.raw(migration));

    const [row] = await t.ctx.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.id, id));
    expect(row?.token).not.toBe(token);
    expect(await dumpAllRows()).not.toContain(token);
    const signature = await makeSignature(token, t.config.authSecret);
    const cookie = `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
    expect((await me(cookie)).json().user?.email).toBe(email);
  });
});
