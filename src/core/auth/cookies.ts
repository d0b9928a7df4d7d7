import { parseCookies, SECURE_COOKIE_PREFIX } from 'better-auth/cookies';

/** Better Auth's `cookiePrefix` (create-auth.ts); our own cookies share it. */
export const COOKIE_PREFIX = 'hireloop';

/**
 * A cookie's full name as Better Auth builds it: `__Secure-` on an https origin, which makes
 * browsers refuse a cookie of that name set by a plain-HTTP page.
 */
export function cookieName(secureCookies: boolean, name: string): string {
  return `${secureCookies ? SECURE_COOKIE_PREFIX : ''}${COOKIE_PREFIX}.${name}`;
}

/** One cookie from a request's Cookie header, parsed (and URL-decoded) as Better Auth parses it. */
export function readCookie(cookieHeader: string | null | undefined, name: string) {
  return cookieHeader ? parseCookies(cookieHeader).get(name) : undefined;
}
