import {
  buildAuthorizationUrl,
  type Configuration,
  calculatePKCECodeChallenge,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
} from 'openid-client';
import type { GoogleIntent } from '../../../shared/schemas/auth.ts';
import type { AppContext } from '../../app-context.ts';
import { getGoogleOpenIdConfiguration } from './get-google-openid-configuration.ts';
import { googleFlowCookie, setSealedCookie } from './google-cookies.ts';
import { type GoogleRedirect, googleRedirectUri, refuseGoogleSignIn } from './google-redirects.ts';

/**
 * Sends the browser to the provider with PKCE (S256), state and nonce. The verifier, state and
 * nonce stay with this browser only, sealed in an HttpOnly cookie the callback reads back.
 */
export async function startGoogleSignIn(
  ctx: AppContext,
  input: { intent: GoogleIntent },
): Promise<GoogleRedirect> {
  const google = ctx.config.google;
  if (!google) {
    return refuseGoogleSignIn(ctx, {
      intent: input.intent,
      code: 'not_configured',
      reason: 'google-not-configured',
    });
  }
  let configuration: Configuration;
  try {
    configuration = await getGoogleOpenIdConfiguration(google);
  } catch (error) {
    return refuseGoogleSignIn(ctx, {
      intent: input.intent,
      code: 'failed',
      reason: 'discovery-failed',
      error,
    });
  }
  const flow = {
    codeVerifier: randomPKCECodeVerifier(),
    state: randomState(),
    nonce: randomNonce(),
    intent: input.intent,
  };
  const authorizationUrl = buildAuthorizationUrl(configuration, {
    redirect_uri: googleRedirectUri(ctx.config),
    scope: 'openid email profile',
    code_challenge: await calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  return {
    location: authorizationUrl.href,
    setCookies: [setSealedCookie(ctx.config, googleFlowCookie, flow)],
  };
}
