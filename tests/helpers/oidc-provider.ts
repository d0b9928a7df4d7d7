import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
// @ts-expect-error oidc-provider ships no type declarations; the few calls below are typed here.
import Provider from 'oidc-provider';

/** What the provider says about a login: the claims Google puts in its id_tokens. */
export interface TestAccount {
  email: string;
  emailVerified: boolean;
  name: string;
}

/** One defect each, in an id_token that is otherwise exactly what the provider issued. */
export type IdTokenDefect =
  | 'wrong-nonce'
  | 'wrong-audience'
  | 'wrong-issuer'
  | 'expired'
  | 'signed-by-a-key-not-in-the-jwks'
  | 'unknown-key-id';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims by login (the id_token's `sub`); a login not listed gets `<login>@example.test`. */
  accounts: Map<string, TestAccount>;
  /** The next token response carries an id_token with this defect, re-signed as it says. */
  tamperNextIdToken(defect: IdTokenDefect): void;
  close(): Promise<void>;
}

interface KoaContext {
  path: string;
  body: unknown;
}

export const TEST_CLIENT = { id: 'hireloop-test-client', secret: 'hireloop-test-client-secret' };

async function signingKey(kid: string) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, jwk };
}

async function tamper(idToken: string, defect: IdTokenDefect, providerKey: CryptoKey) {
  const claims: JWTPayload = decodeJwt(idToken);
  const now = Math.floor(Date.now() / 1000);
  let key = providerKey;
  let kid = 'provider-key';
  if (defect === 'wrong-nonce') claims.nonce = 'a-nonce-from-another-sign-in';
  if (defect === 'wrong-audience') claims.aud = 'some-other-client';
  if (defect === 'wrong-issuer') claims.iss = 'https://issuer.example.test';
  if (defect === 'expired') Object.assign(claims, { iat: now - 7200, exp: now - 3600 });
  if (defect === 'signed-by-a-key-not-in-the-jwks' || defect === 'unknown-key-id') {
    key = (await signingKey('unused')).privateKey;
    if (defect === 'unknown-key-id') kid = 'a-key-id-not-in-the-jwks';
  }
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(key);
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1, standing in for Google: one confidential
 * client with PKCE required, id_tokens carrying email and name like Google's, and the
 * development login form (any login, any password) that `signInAtProvider` or a browser fills.
 */
export async function startOidcProvider(options: {
  redirectUri: string;
  port?: number;
}): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const key = await signingKey('provider-key');
  const accounts = new Map<string, TestAccount>();
  let pendingDefect: IdTokenDefect | undefined;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [key.jwk] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    // Google puts email and name in the id_token itself, not only behind the userinfo endpoint.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      async claims() {
        const account = accounts.get(sub) ?? {
          email: `${sub}@example.test`,
          emailVerified: true,
          name: sub,
        };
        return {
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        };
      },
    }),
  });
  provider.use(async (ctx: KoaContext, next: () => Promise<void>) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !pendingDefect || !body?.id_token) return;
    body.id_token = await tamper(body.id_token, pendingDefect, key.privateKey);
    pendingDefect = undefined;
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId: TEST_CLIENT.id,
    clientSecret: TEST_CLIENT.secret,
    accounts,
    tamperNextIdToken(defect) {
      pendingDefect = defect;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Plays the browser at the provider with plain HTTP: follows redirects by hand, keeps the
 * provider's cookies, fills the login form with `login` and confirms the consent screen (or
 * cancels at the first screen with `cancel`). Returns the URL the provider sends the browser back
 * to, which starts with `redirectUri`.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  options: { login: string; redirectUri: string; cancel?: boolean },
): Promise<URL> {
  const jar = new Map<string, string>();
  let request: { url: string; form?: URLSearchParams } = { url: authorizationUrl };
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(request.url, {
      method: request.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: request.form,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, request.url);
      if (next.href.startsWith(options.redirectUri)) return next;
      request = { url: next.href };
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (response.status !== 200 || !prompt) {
      throw new Error(`the provider answered ${response.status}: ${page.slice(0, 300)}`);
    }
    if (options.cancel) {
      request = { url: `${request.url}/abort` };
      continue;
    }
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') form.set('login', options.login);
    if (prompt === 'login') form.set('password', 'any password');
    request = { url: request.url, form };
  }
  throw new Error('the provider never sent the browser back');
}
