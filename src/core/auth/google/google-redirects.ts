import type { GoogleErrorCode, GoogleIntent } from '../../../shared/schemas/auth.ts';
import type { AppContext } from '../../app-context.ts';
import type { AppConfig } from '../../config/load-config.ts';

/** Where a Google sign-in step sends the browser next, and the cookies to set on the way. */
export interface GoogleRedirect {
  location: string;
  setCookies: string[];
}

/** Built from APP_ORIGIN, never from the request, and registered as such with the provider. */
export const googleRedirectUri = (config: Pick<AppConfig, 'appOrigin'>) =>
  `${config.appOrigin}/api/auth/google/callback`;

/** The spec's landing pages: a returning user picks a plan, a new one sees their status. */
export const googleSuccessPath = (intent: GoogleIntent) =>
  intent === 'signup' ? '/subscription-status' : '/subscribe';

/**
 * Only what identifies the failure: names, codes and messages, down the chain of causes. The
 * rest of an error can hold the id_token's claims (the e-mail) or the provider's raw response.
 */
export function describeError(error: unknown): string[] {
  const chain: string[] = [];
  for (let link = error; link instanceof Error && chain.length < 3; link = link.cause) {
    const { code } = link as { code?: unknown };
    chain.push(`${link.name}${typeof code === 'string' ? ` ${code}` : ''}: ${link.message}`);
  }
  return chain;
}

/**
 * Sends the browser back to the page the user came from with a reason it can show, and logs
 * why, without the authorization code, tokens or the e-mail.
 */
export function refuseGoogleSignIn(
  ctx: Pick<AppContext, 'log'>,
  input: { intent: GoogleIntent; code: GoogleErrorCode; reason: string; error?: unknown },
): GoogleRedirect {
  ctx.log.warn(
    {
      reason: input.reason,
      oauthError: input.code,
      ...(input.error === undefined ? {} : { error: describeError(input.error) }),
    },
    'google sign-in refused',
  );
  const page = input.intent === 'signup' ? '/signup' : '/login';
  return { location: `${page}?oauthError=${input.code}`, setCookies: [] };
}
