import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { oidcIdentities, sessions, users } from '../../src/db/schema/index.ts';
import { cookieHeader } from './accounts.ts';
import {
  type IdTokenDefect,
  signInAtProvider,
  TEST_CLIENT,
  type TestOidcProvider,
} from './oidc-provider.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

export const GOOGLE_REDIRECT_URI = `${TEST_ORIGIN}/api/auth/google/callback`;

/** The environment an operator sets to use the provider at `issuer` as "Google". */
export const googleEnv = (issuer: string) => ({
  GOOGLE_CLIENT_ID: TEST_CLIENT.id,
  GOOGLE_CLIENT_SECRET: TEST_CLIENT.secret,
  GOOGLE_ISSUER: issuer,
});

export const newGoogleLogin = () => `google-${randomBytes(5).toString('hex')}`;

type Intent = 'login' | 'signup';
type Response = { statusCode: number; headers: Record<string, unknown> };

export const setCookiesOf = (response: Pick<Response, 'headers'>) =>
  [response.headers['set-cookie'] ?? []].flat() as string[];

/** Plays the browser against the app (through inject) and the provider (through HTTP). */
export function googleSignInDriver(t: TestApp, provider: TestOidcProvider) {
  async function start(intent: Intent = 'login') {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/start?intent=${intent}`,
    });
    expect(response.statusCode).toBe(302);
    const setCookies = setCookiesOf(response);
    return {
      location: String(response.headers.location),
      setCookies,
      flowCookie: cookieHeader(setCookies),
    };
  }

  /** The browser coming back from the provider to the app's callback, with the given cookies. */
  const returnToApp = (callbackUrl: URL, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: cookie ? { cookie } : {},
    });

  /** Start at the app and sign in at the provider, stopping where the provider sends it back. */
  async function upToCallback(login: string, options: { intent?: Intent; cancel?: boolean } = {}) {
    const started = await start(options.intent);
    const callbackUrl = await signInAtProvider(started.location, {
      login,
      redirectUri: GOOGLE_REDIRECT_URI,
      cancel: options.cancel,
    });
    return { started, callbackUrl };
  }

  /** The whole round trip, coming back with this browser's flow cookie. */
  async function signIn(
    login: string,
    options: { intent?: Intent; cancel?: boolean; defect?: IdTokenDefect } = {},
  ) {
    const { started, callbackUrl } = await upToCallback(login, options);
    if (options.defect) provider.tamperNextIdToken(options.defect);
    const response = await returnToApp(callbackUrl, started.flowCookie);
    return { callbackUrl, response, cookie: cookieHeader(setCookiesOf(response)) };
  }

  async function rowCounts() {
    const [[u], [i], [s]] = await Promise.all([
      t.ctx.db.select({ n: count() }).from(users),
      t.ctx.db.select({ n: count() }).from(oidcIdentities),
      t.ctx.db.select({ n: count() }).from(sessions),
    ]);
    return { users: Number(u?.n), identities: Number(i?.n), sessions: Number(s?.n) };
  }

  /** The account the session cookie belongs to, as /api/me reports it. */
  async function currentUser(cookie: string) {
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json().user as { id: string; email: string } & Record<string, unknown>;
  }

  /** The refusal is logged at warn level with its reason, and none of `secrets`. */
  function expectRefusalLogged(reason: string, secrets: string[]) {
    const line = t.logLines.findLast((text) => text.includes('google sign-in refused')) ?? '{}';
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({ level: 40, reason });
    for (const secret of secrets) expect(line).not.toContain(secret);
    return entry as { error?: string[] };
  }

  return {
    start,
    returnToApp,
    upToCallback,
    signIn,
    rowCounts,
    currentUser,
    expectRefusalLogged,
  };
}

export function expectFlowCookieCleared(response: Pick<Response, 'headers'>) {
  const flow = setCookiesOf(response).find((cookie) => cookie.startsWith('hireloop.google_flow='));
  expect(flow).toMatch(/^hireloop\.google_flow=; Path=\/api\/auth\/google; Max-Age=0; HttpOnly/);
}

export function expectNoSession(response: Pick<Response, 'headers'>) {
  const cookies = setCookiesOf(response);
  expect(cookies.some((cookie) => cookie.startsWith('hireloop.session_token'))).toBe(false);
}

/** A port nothing listens on (yet). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
