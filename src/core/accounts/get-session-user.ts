import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { CurrentUser } from '../../shared/schemas/user.ts';
import { SESSION_LIFETIME_SECONDS, SESSION_REFRESH_AGE_SECONDS } from '../auth/create-auth.ts';
import { readSessionCookie } from '../auth/read-session-cookie.ts';
import type { AppConfig } from '../config/load-config.ts';
import { toCurrentUser } from './to-current-user.ts';

export interface SessionUser {
  user: CurrentUser;
  sessionId: string;
}

/**
 * The signed-in user behind the request's session cookie, or null. One query per request: the
 * session row is the source of truth, so a revoked session is refused at once. Like Better Auth's
 * getSession, a session used more than a day after its last extension is extended again.
 */
export async function getSessionUser(
  ctx: { db: Database; config: Pick<AppConfig, 'authSecret' | 'secureCookies'> },
  input: { cookieHeader: string | undefined; now?: Date },
): Promise<SessionUser | null> {
  const token = await readSessionCookie(input.cookieHeader, {
    secret: ctx.config.authSecret,
    secureCookies: ctx.config.secureCookies,
  });
  if (!token) return null;
  const [found] = await ctx.db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token))
    .limit(1);
  const now = input.now ?? new Date();
  if (!found || found.expiresAt <= now) return null;
  const extendedAt = found.expiresAt.getTime() - SESSION_LIFETIME_SECONDS * 1000;
  if (extendedAt + SESSION_REFRESH_AGE_SECONDS * 1000 <= now.getTime()) {
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000), updatedAt: now })
      .where(eq(sessions.id, found.sessionId));
  }
  return { user: toCurrentUser(found.user, now), sessionId: found.sessionId };
}
