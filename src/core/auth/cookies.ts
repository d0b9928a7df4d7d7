import { parseCookies, SECURE_COOKIE_PREFIX } from 'better-auth/cookies';

/** Better Auth's `cookiePrefix` (create-auth.ts); our own cookies share it. */
export const COOKIE_PREFIX = 'hireloop';

const HOST_COOKIE_PREFIX = '__Host-';
const BETTER_AUTH_SECURE_NAME = `${SECURE_COOKIE_PREFIX}${COOKIE_PREFIX}.`;
const HOST_NAME = `${HOST_COOKIE_PREFIX}${COOKIE_PREFIX}.`;

/**
 * A cookie's full name as Better Auth builds it: `__Secure-` on an https origin, which makes
 * browsers refuse a cookie of that name set by a plain-HTTP page. Used for our own cookies
 * scoped to a path other than `/`, which `__Host-` does not allow.
 */
export function cookieName(secureCookies: boolean, name: string): string {
  return `${secureCookies ? SECURE_COOKIE_PREFIX : ''}${COOKIE_PREFIX}.${name}`;
}

/**
 * The name of a Better Auth cookie (the session) as the browser holds it: `__Host-` on an https
 * origin, so no sibling host can plant or shadow it with a `Domain` cookie (decision 036,
 * "Cookie attributes"). Better Auth 1.7 only writes `__Secure-`, so its cookies are renamed on
 * the way out (`toBrowserSetCookies`) and back on the way in (`toBetterAuthHeaders`).
 */
export function sessionCookieName(secureCookies: boolean, name: string): string {
  return `${secureCookies ? HOST_COOKIE_PREFIX : ''}${COOKIE_PREFIX}.${name}`;
}

/** One cookie from a request's Cookie header, parsed (and URL-decoded) as Better Auth parses it. */
export function readCookie(cookieHeader: string | null | undefined, name: string) {
  return cookieHeader ? parseCookies(cookieHeader).get(name) : undefined;
}

// `__Host-` requires Secure, Path=/ and no Domain; a cookie that breaks a rule keeps its name,
// and the account-security test fails on the session cookie's name.
const meetsHostRules = (setCookie: string) =>
  /;\s*secure(;|$)/i.test(setCookie) &&
  /;\s*path=\/(;|$)/i.test(setCookie) &&
  !/;\s*domain=/i.test(setCookie);

/** Better Auth's `Set-Cookie` values with its `__Secure-` names turned into `__Host-` names. */
export function toBrowserSetCookies(setCookies: string[]): string[] {
  return setCookies.map((setCookie) =>
    setCookie.startsWith(BETTER_AUTH_SECURE_NAME) && meetsHostRules(setCookie)
      ? HOST_NAME + setCookie.slice(BETTER_AUTH_SECURE_NAME.length)
      : setCookie,
  );
}

/**
 * A request's headers as Better Auth must see them: our `__Host-` cookies under the `__Secure-`
 * names it reads. A `__Secure-hireloop.*` cookie the browser sent itself is dropped, since only a
 * sibling host or an old session could have set it.
 */
export function toBetterAuthHeaders(headers: Headers): Headers {
  const cookie = headers.get('cookie');
  if (!cookie) return headers;
  const renamed = cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !pair.startsWith(BETTER_AUTH_SECURE_NAME))
    .map((pair) =>
      pair.startsWith(HOST_NAME) ? BETTER_AUTH_SECURE_NAME + pair.slice(HOST_NAME.length) : pair,
    )
    .join('; ');
  const copy = new Headers(headers);
  if (renamed) copy.set('cookie', renamed);
  else copy.delete('cookie');
  return copy;
}
