import type { CurrentUser } from '../../shared/schemas/user.ts';
import type { AppContext } from '../app-context.ts';
import { toCurrentUser } from './to-current-user.ts';

export interface SessionUser {
  user: CurrentUser;
  sessionId: string;
}

/** The signed-in user behind the request's session cookie, or null. */
export async function getSessionUser(
  ctx: Pick<AppContext, 'auth'>,
  input: { headers: Headers },
): Promise<SessionUser | null> {
  const found = await ctx.auth.api.getSession({
    headers: input.headers,
    query: { disableCookieCache: true },
  });
  if (!found) return null;
  return { user: toCurrentUser(found.user), sessionId: found.session.id };
}
