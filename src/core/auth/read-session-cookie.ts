import { createHmac, timingSafeEqual } from 'node:crypto';

const COOKIE_NAME = 'hireloop.session_token';

/** Better Auth names the cookie with a `__Secure-` prefix when the origin is https. */
export function sessionCookieName(secureCookies: boolean): string {
  return secureCookies ? `__Secure-${COOKIE_NAME}` : COOKIE_NAME;
}

function findCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The session token from Better Auth's signed cookie (`token.base64(HMAC-SHA256(secret, token))`,
 * URL-encoded), or null when it is absent or its signature does not verify. Reading it here
 * instead of through Better Auth's router saves most of a signed-in request's CPU.
 */
export function readSessionCookie(
  cookieHeader: string | undefined,
  settings: { secret: string; secureCookies: boolean },
): string | null {
  if (!cookieHeader) return null;
  const raw = findCookie(cookieHeader, sessionCookieName(settings.secureCookies));
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', settings.secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  return token;
}
