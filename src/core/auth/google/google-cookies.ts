import { z } from 'zod';
import { googleIntentSchema } from '../../../shared/schemas/auth.ts';
import type { AppConfig } from '../../config/load-config.ts';
import { cookieName, readCookie } from '../cookies.ts';
import { openSealedValue, sealValue } from './sealed-value.ts';

const TEN_MINUTES = 10 * 60;

interface CookiePlace {
  name: string;
  /** The narrowest path that still reaches the one route that reads the cookie. */
  path: string;
}

interface SealedCookie<T> extends CookiePlace {
  schema: z.ZodType<T>;
}

const googleFlowSchema = z.object({
  codeVerifier: z.string(),
  state: z.string(),
  nonce: z.string(),
  intent: googleIntentSchema,
});
export type GoogleFlow = z.infer<typeof googleFlowSchema>;

const pendingGoogleLinkSchema = z.object({
  issuer: z.string(),
  subject: z.string(),
  email: z.string(),
});
export type PendingGoogleLink = z.infer<typeof pendingGoogleLinkSchema>;

/** The sign-in attempt in progress: what the callback must find to accept the provider's answer. */
export const googleFlowCookie: SealedCookie<GoogleFlow> = {
  name: 'google_flow',
  path: '/api/auth/google',
  schema: googleFlowSchema,
};

/** A Google identity whose e-mail belongs to an existing account, waiting for its password. */
export const googleLinkCookie: SealedCookie<PendingGoogleLink> = {
  name: 'google_link',
  path: '/api/auth/sign-in',
  schema: pendingGoogleLinkSchema,
};

type CookieConfig = Pick<AppConfig, 'authSecret' | 'secureCookies'>;

// The one Set-Cookie we write ourselves; Better Auth writes the session's. A sealed value is
// base64url, so it needs no encoding.
function serialize(config: CookieConfig, cookie: CookiePlace, value: string, maxAge: number) {
  const name = cookieName(config.secureCookies, cookie.name);
  const secure = config.secureCookies ? '; Secure' : '';
  return `${name}=${value}; Path=${cookie.path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** A Set-Cookie header holding `payload` sealed, for ten minutes. */
export function setSealedCookie<T>(config: CookieConfig, cookie: SealedCookie<T>, payload: T) {
  const sealed = sealValue(config.authSecret, {
    purpose: cookie.name,
    payload,
    maxAgeSeconds: TEN_MINUTES,
  });
  return serialize(config, cookie, sealed, TEN_MINUTES);
}

export function clearSealedCookie(config: CookieConfig, cookie: CookiePlace) {
  return serialize(config, cookie, '', 0);
}

/** The request's cookie opened and checked, or null when absent, forged, altered or expired. */
export function readSealedCookie<T>(
  config: CookieConfig,
  cookie: SealedCookie<T>,
  headers: Headers,
): T | null {
  const sealed = readCookie(headers.get('cookie'), cookieName(config.secureCookies, cookie.name));
  if (!sealed) return null;
  const opened = openSealedValue(config.authSecret, { purpose: cookie.name, sealed });
  const parsed = cookie.schema.safeParse(opened);
  return parsed.success ? parsed.data : null;
}
