import { constantTimeEqual, makeSignature } from 'better-auth/crypto';
import { readCookie, sessionCookieName } from './cookies.ts';

// Cookie values whose signature already verified, with the secret and token they verified for.
// Better Auth's WebCrypto signature costs ~80 µs, about a third of a signed-in request's CPU;
// a browser sends the same value on every request. Bounded: the oldest entry goes first.
const verified = new Map<string, { secret: string; token: string }>();
const VERIFIED_MAX = 10_000;

/**
 * The session token from Better Auth's signed cookie (`token.signature`), or null when it is
 * absent or its signature does not verify. The signature is Better Auth's own `makeSignature`, so
 * the format has one implementation. Reading it here instead of through Better Auth's router
 * saves most of a signed-in request's CPU; the session row is still read on every request.
 */
export async function readSessionCookie(
  cookieHeader: string | undefined,
  settings: { secret: string; secureCookies: boolean },
): Promise<string | null> {
  const value = readCookie(
    cookieHeader,
    sessionCookieName(settings.secureCookies, 'session_token'),
  );
  if (!value) return null;
  const known = verified.get(value);
  if (known?.secret === settings.secret) return known.token;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const expected = await makeSignature(token, settings.secret);
  if (!constantTimeEqual(value.slice(dot + 1), expected)) return null;
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
  verified.set(value, { secret: settings.secret, token });
  return token;
}
