import { AuthorizationResponseError, authorizationCodeGrant, type IDToken } from 'openid-client';
import type { AppContext } from '../../app-context.ts';
import type { VerifiedGoogleIdentity } from './create-google-user.ts';
import { getGoogleOpenIdConfiguration } from './get-google-openid-configuration.ts';
import { clearSealedCookie, googleFlowCookie, readSealedCookie } from './google-cookies.ts';
import { type GoogleRedirect, refuseGoogleSignIn } from './google-redirects.ts';
import { signInGoogleIdentity } from './sign-in-google-identity.ts';

/**
 * The provider's answer. It counts only with this browser's flow cookie and its state; the code
 * is redeemed with the PKCE verifier, and openid-client checks the id_token's signature, iss, aud,
 * exp and nonce. Any failure creates nothing. The flow cookie is cleared whatever happens.
 */
export async function finishGoogleSignIn(
  ctx: AppContext,
  input: { callbackUrl: URL; headers: Headers },
): Promise<GoogleRedirect> {
  const outcome = await settleCallback(ctx, input);
  const clearFlow = clearSealedCookie(ctx.config, googleFlowCookie);
  return { location: outcome.location, setCookies: [clearFlow, ...outcome.setCookies] };
}

async function settleCallback(
  ctx: AppContext,
  input: { callbackUrl: URL; headers: Headers },
): Promise<GoogleRedirect> {
  const google = ctx.config.google;
  if (!google) {
    return refuseGoogleSignIn(ctx, {
      intent: 'login',
      code: 'not_configured',
      reason: 'google-not-configured',
    });
  }
  const flow = readSealedCookie(ctx.config, googleFlowCookie, input.headers);
  if (!flow) {
    return refuseGoogleSignIn(ctx, { intent: 'login', code: 'failed', reason: 'no-flow-cookie' });
  }
  const refuse = (code: 'cancelled' | 'failed', reason: string, error?: unknown) =>
    refuseGoogleSignIn(ctx, { intent: flow.intent, code, reason, error });
  if (input.callbackUrl.searchParams.get('state') !== flow.state) {
    return refuse('failed', 'state-mismatch');
  }
  let claims: IDToken | undefined;
  try {
    const tokens = await authorizationCodeGrant(
      await getGoogleOpenIdConfiguration(google),
      input.callbackUrl,
      {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      },
    );
    claims = tokens.claims();
  } catch (error) {
    if (error instanceof AuthorizationResponseError && error.error === 'access_denied') {
      return refuse('cancelled', 'provider-access-denied');
    }
    return refuse('failed', 'token-exchange-or-id-token-rejected', error);
  }
  const identity = claims && toIdentity(claims);
  if (!identity) return refuse('failed', 'id-token-without-usable-email');
  return signInGoogleIdentity(ctx, { identity, intent: flow.intent, headers: input.headers });
}

function toIdentity(claims: IDToken): VerifiedGoogleIdentity | null {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email.includes('@')) return null;
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email,
    emailVerified: claims.email_verified === true,
    name:
      typeof claims.name === 'string' && claims.name ? claims.name : (email.split('@')[0] ?? ''),
  };
}
