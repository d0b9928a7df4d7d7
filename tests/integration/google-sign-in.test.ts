import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcIdentities } from '../../src/db/schema/index.ts';
import { cookieHeader, sameOrigin, signUpUser } from '../helpers/accounts.ts';
import {
  expectFlowCookieCleared,
  expectNoSession,
  freePort,
  GOOGLE_REDIRECT_URI,
  googleEnv,
  googleSignInDriver,
  newGoogleLogin,
  setCookiesOf,
} from '../helpers/google-sign-in.ts';
import {
  type IdTokenDefect,
  startOidcProvider,
  TEST_CLIENT,
  type TestOidcProvider,
} from '../helpers/oidc-provider.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let provider: TestOidcProvider;
let t: TestApp;
let google: ReturnType<typeof googleSignInDriver>;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: GOOGLE_REDIRECT_URI });
  t = await createTestApp({ env: googleEnv(provider.issuer) });
  google = googleSignInDriver(t, provider);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('Google sign-in: success', () => {
  it('sends the browser to the provider with PKCE S256, state and nonce in a sealed cookie', async () => {
    const { location, setCookies } = await google.start();
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: TEST_CLIENT.id,
      redirect_uri: GOOGLE_REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{32,}$/),
      nonce: expect.stringMatching(/^[\w-]{32,}$/),
    });
    const state = url.searchParams.get('state') ?? '';
    const nonce = url.searchParams.get('nonce') ?? '';
    expect(nonce).not.toBe(state);

    expect(setCookies).toHaveLength(1);
    const [cookie = ''] = setCookies;
    expect(cookie).toMatch(
      /^hireloop\.google_flow=[\w-]+; Path=\/api\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    // Sealed: neither the state nor the nonce can be read from the cookie's value.
    const value = cookie.split(';')[0]?.split('=')[1] ?? '';
    const decoded = Buffer.from(value, 'base64url').toString('latin1');
    for (const secret of [state, nonce]) expect(`${value} ${decoded}`).not.toContain(secret);
  });

  it('creates exactly one user, identity and session, with the spec defaults', async () => {
    const login = newGoogleLogin();
    const email = `${login}@example.test`;
    provider.accounts.set(login, { email: email.toUpperCase(), emailVerified: true, name: 'Ada' });
    const before = await google.rowCounts();
    const { response, cookie } = await google.signIn(login);

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/subscribe');
    expectFlowCookieCleared(response);
    expect(await google.rowCounts()).toEqual({
      users: before.users + 1,
      identities: before.identities + 1,
      sessions: before.sessions + 1,
    });
    const [identity] = await t.ctx.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.subject, login));
    expect(identity).toMatchObject({ issuer: provider.issuer, email });
    expect(await google.currentUser(cookie)).toMatchObject({
      id: identity?.userId,
      email,
      displayName: 'Ada',
      emailVerified: true,
      subscriptionStatus: 'inactive',
      planLevel: 'none',
      profileComplete: false,
    });
  });

  it('signs the same subject in again as the same user, landing signups on their status', async () => {
    const login = newGoogleLogin();
    const first = await google.signIn(login);
    const before = await google.rowCounts();

    const second = await google.signIn(login, { intent: 'signup' });
    expect(second.response.headers.location).toBe('/subscription-status');
    const { id } = await google.currentUser(first.cookie);
    expect((await google.currentUser(second.cookie)).id).toBe(id);
    expect(await google.rowCounts()).toEqual({ ...before, sessions: before.sessions + 1 });
  });
});

describe('Google sign-in: every refusal creates nothing', () => {
  async function expectRefused(
    response: Awaited<ReturnType<typeof google.returnToApp>>,
    before: Awaited<ReturnType<typeof google.rowCounts>>,
    location: string,
  ) {
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expectFlowCookieCleared(response);
    expectNoSession(response);
    expect(await google.rowCounts()).toEqual(before);
  }

  it('refuses a callback without the flow cookie', async () => {
    const { callbackUrl } = await google.upToCallback(newGoogleLogin());
    const before = await google.rowCounts();
    const response = await google.returnToApp(callbackUrl);
    await expectRefused(response, before, '/login?oauthError=failed');
    google.expectRefusalLogged('no-flow-cookie', [callbackUrl.searchParams.get('code') ?? '?']);
  });

  it('refuses a flow cookie the browser altered', async () => {
    const { started, callbackUrl } = await google.upToCallback(newGoogleLogin());
    const value = started.flowCookie.split('=')[1] ?? '';
    const altered = `${value.slice(0, 20)}${value[20] === 'A' ? 'B' : 'A'}${value.slice(21)}`;
    const before = await google.rowCounts();
    const response = await google.returnToApp(callbackUrl, `hireloop.google_flow=${altered}`);
    await expectRefused(response, before, '/login?oauthError=failed');
  });

  it("refuses a provider answer that belongs to another browser's sign-in (state mismatch)", async () => {
    const victim = await google.start();
    const attacker = await google.upToCallback(newGoogleLogin());
    const before = await google.rowCounts();
    const response = await google.returnToApp(attacker.callbackUrl, victim.flowCookie);
    await expectRefused(response, before, '/login?oauthError=failed');
    const code = attacker.callbackUrl.searchParams.get('code') ?? '?';
    google.expectRefusalLogged('state-mismatch', [code]);
  });

  // Each tampered id_token is the provider's real one with one defect, so the check that
  // refuses it must be the one named here (openid-client's message, in the warn log).
  it.each<[IdTokenDefect, string]>([
    ['wrong-nonce', 'unexpected ID Token "nonce" claim value'],
    ['wrong-audience', 'unexpected JWT "aud" (audience) claim value'],
    ['wrong-issuer', 'unexpected JWT "iss" (issuer) claim value'],
    ['expired', 'unexpected JWT "exp" (expiration time) claim value'],
    ['signed-by-a-key-not-in-the-jwks', 'JWT signature verification failed'],
    ['unknown-key-id', 'no applicable keys found'],
  ])('refuses an id_token with this defect: %s', async (defect, check) => {
    const login = newGoogleLogin();
    const before = await google.rowCounts();
    const { response, callbackUrl } = await google.signIn(login, { defect, intent: 'signup' });
    await expectRefused(response, before, '/signup?oauthError=failed');
    const logged = google.expectRefusalLogged('token-exchange-or-id-token-rejected', [
      callbackUrl.searchParams.get('code') ?? '?',
      `${login}@example.test`,
    ]);
    expect(logged.error?.join('\n')).toContain(check);
  });

  it('reports a sign-in cancelled at the provider (error=access_denied) as cancelled', async () => {
    const before = await google.rowCounts();
    const { response, callbackUrl } = await google.signIn(newGoogleLogin(), {
      cancel: true,
      intent: 'signup',
    });
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    await expectRefused(response, before, '/signup?oauthError=cancelled');
    google.expectRefusalLogged('provider-access-denied', []);
  });
});

describe('Google sign-in: an e-mail that already has an account', () => {
  async function refusedLink(email: string, emailVerified = true) {
    const login = newGoogleLogin();
    provider.accounts.set(login, { email, emailVerified, name: 'Same Person' });
    const before = await google.rowCounts();
    const { response } = await google.signIn(login);
    expect(response.statusCode).toBe(302);
    expectNoSession(response);
    expect(await google.rowCounts()).toEqual(before);
    return { login, response, cookie: cookieHeader(setCookiesOf(response)) };
  }

  const passwordSignIn = (account: { email: string; password: string }, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { ...sameOrigin, cookie },
      payload: { email: account.email, password: account.password },
    });

  const identitiesOf = (userId: string) =>
    t.ctx.db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, userId));

  it('never merges: refuses with link_required and remembers the identity in a sealed cookie', async () => {
    const owner = await signUpUser(t.app);
    const { response } = await refusedLink(owner.email.toUpperCase());
    expect(response.headers.location).toBe('/login?oauthError=link_required');
    const link = setCookiesOf(response).find((c) => c.startsWith('hireloop.google_link='));
    expect(link).toMatch(
      /^hireloop\.google_link=[\w-]+; Path=\/api\/auth\/sign-in; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    expect(link).not.toContain(owner.email);
    expect(await identitiesOf(owner.userId)).toEqual([]);
    google.expectRefusalLogged('email-of-existing-account', [owner.email]);
  });

  it('links the identity once the owner signs in with their password; Google then signs them in', async () => {
    const owner = await signUpUser(t.app);
    const { login, cookie } = await refusedLink(owner.email);
    const signedIn = await passwordSignIn(owner, cookie);
    expect(signedIn.statusCode).toBe(200);
    const cleared = setCookiesOf(signedIn).find((c) => c.startsWith('hireloop.google_link='));
    expect(cleared).toMatch(/^hireloop\.google_link=; Path=\/api\/auth\/sign-in; Max-Age=0/);
    expect(await identitiesOf(owner.userId)).toEqual([
      expect.objectContaining({ issuer: provider.issuer, subject: login, email: owner.email }),
    ]);

    const { users } = await google.rowCounts();
    const again = await google.signIn(login);
    expect(again.response.headers.location).toBe('/subscribe');
    expect((await google.currentUser(again.cookie)).id).toBe(owner.userId);
    expect((await google.rowCounts()).users).toBe(users);
  });

  it("never links a pending identity to another account's password sign-in", async () => {
    const owner = await signUpUser(t.app);
    const someoneElse = await signUpUser(t.app);
    const { cookie } = await refusedLink(owner.email);
    expect((await passwordSignIn(someoneElse, cookie)).statusCode).toBe(200);
    expect(await identitiesOf(owner.userId)).toEqual([]);
    expect(await identitiesOf(someoneElse.userId)).toEqual([]);
  });

  it('offers no link for an address the provider has not verified', async () => {
    const owner = await signUpUser(t.app);
    const { response, cookie } = await refusedLink(owner.email, false);
    expect(response.headers.location).toBe('/login?oauthError=failed');
    expect(cookie).not.toContain('hireloop.google_link=');
    google.expectRefusalLogged('unverified-email-of-existing-account', [owner.email]);
  });
});

describe('Google sign-in: configuration', () => {
  it('answers not_configured when no Google client is set, on the page the user came from', async () => {
    const plain = await createTestApp();
    try {
      const visit = (url: string) => plain.app.inject({ method: 'GET', url });
      for (const intent of ['login', 'signup']) {
        const response = await visit(`/api/auth/google/start?intent=${intent}`);
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(`/${intent}?oauthError=not_configured`);
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      const callback = await visit('/api/auth/google/callback?code=x&state=y');
      expect(callback.headers.location).toBe('/login?oauthError=not_configured');
      // The pages offer the button only where it works.
      expect((await visit('/api/auth/methods')).json()).toEqual({ google: false });
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/methods' })).json()).toEqual({
        google: true,
      });
    } finally {
      await plain.close();
    }
  });

  it('starts without the provider, and retries discovery once the provider is up', async () => {
    const port = await freePort();
    const early = await createTestApp({ env: googleEnv(`http://127.0.0.1:${port}`) });
    try {
      const down = await early.app.inject({ method: 'GET', url: '/api/auth/google/start' });
      expect(down.statusCode).toBe(302);
      expect(down.headers.location).toBe('/login?oauthError=failed');
      const late = await startOidcProvider({ redirectUri: GOOGLE_REDIRECT_URI, port });
      try {
        const up = await googleSignInDriver(early, late).start();
        expect(new URL(up.location).origin).toBe(late.issuer);
      } finally {
        await late.close();
      }
    } finally {
      await early.close();
    }
  });
});
