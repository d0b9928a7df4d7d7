import type { AppContext } from '../app-context.ts';
import { toBetterAuthHeaders } from '../auth/cookies.ts';
import { hashSessionToken } from '../auth/hash-session-tokens.ts';
import { readAuthResponse } from '../auth/read-auth-response.ts';
import { readSessionCookie } from '../auth/read-session-cookie.ts';
import { forgetCachedSessions } from './session-cache.ts';

/** Deletes the session row (so the old cookie is refused from now on) and expires the cookie. */
export async function signOut(
  ctx: AppContext,
  input: { headers: Headers },
): Promise<{ setCookies: string[] }> {
  const outcome = await readAuthResponse(
    await ctx.auth.api.signOut({ headers: toBetterAuthHeaders(input.headers), asResponse: true }),
  );
  const token = await readSessionCookie(input.headers.get('cookie') ?? undefined, {
    secret: ctx.config.authSecret,
    secureCookies: ctx.config.secureCookies,
  });
  if (token) forgetCachedSessions({ tokenHash: hashSessionToken(token) });
  return { setCookies: outcome.setCookies };
}
