import type { AppContext } from '../app-context.ts';
import { readAuthResponse } from '../auth/read-auth-response.ts';

/** Deletes the session row (so the old cookie is refused from now on) and expires the cookie. */
export async function signOut(
  ctx: AppContext,
  input: { headers: Headers },
): Promise<{ setCookies: string[] }> {
  const outcome = await readAuthResponse(
    await ctx.auth.api.signOut({ headers: input.headers, asResponse: true }),
  );
  return { setCookies: outcome.setCookies };
}
