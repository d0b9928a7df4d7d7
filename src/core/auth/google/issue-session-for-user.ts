import type { AppContext } from '../../app-context.ts';
import { toBetterAuthHeaders } from '../cookies.ts';
import { readAuthResponse } from '../read-auth-response.ts';

/**
 * A Better Auth session and its cookie for a user whose identity we verified ourselves, so a
 * Google session is indistinguishable from a password one (same table, cookie and lifetime).
 */
export async function issueSessionForUser(
  ctx: Pick<AppContext, 'auth'>,
  input: { userId: string; headers: Headers },
): Promise<{ setCookies: string[] }> {
  const outcome = await readAuthResponse(
    await ctx.auth.api.issueSessionForUser({
      body: { userId: input.userId },
      headers: toBetterAuthHeaders(input.headers),
      asResponse: true,
    }),
  );
  if (outcome.status !== 200 || outcome.setCookies.length === 0) {
    throw new Error(`issuing a session failed in Better Auth with status ${outcome.status}`);
  }
  return { setCookies: outcome.setCookies };
}
