import type { SignInInput } from '../../shared/schemas/auth.ts';
import type { CurrentUser } from '../../shared/schemas/user.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { toBetterAuthHeaders } from '../auth/cookies.ts';
import { readAuthResponse } from '../auth/read-auth-response.ts';
import { enforceRateLimits } from '../security/enforce-rate-limits.ts';
import { toCurrentUser } from './to-current-user.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Failed to log in. Please check your credentials.';

/**
 * Password sign-in. An unknown e-mail and a wrong password give the same answer, and Better Auth
 * hashes the given password even when no user matches, so their timing is alike too. Each
 * sign-in gets a new session token.
 */
export async function signIn(
  ctx: AppContext,
  input: SignInInput & { headers: Headers; ip: string },
): Promise<{ user: CurrentUser; setCookies: string[] }> {
  await enforceRateLimits(ctx, { action: 'sign-in', account: input.email, ip: input.ip });
  const outcome = await readAuthResponse(
    await ctx.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: toBetterAuthHeaders(input.headers),
      asResponse: true,
    }),
  );
  if (outcome.status === 401 || outcome.status === 400 || outcome.status === 403) {
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  if (outcome.status !== 200) {
    throw new Error(
      `sign-in failed in Better Auth with status ${outcome.status} (${String(outcome.body.code)})`,
    );
  }
  return {
    user: toCurrentUser(outcome.body.user as Parameters<typeof toCurrentUser>[0]),
    setCookies: outcome.setCookies,
  };
}
