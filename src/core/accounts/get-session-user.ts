import type { Database } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { CurrentUser } from '../../shared/schemas/user.ts';
import {
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  SESSION_LIFETIME_SECONDS,
  SESSION_REFRESH_AGE_SECONDS,
} from '../auth/create-auth.ts';
import { hashSessionToken } from '../auth/hash-session-tokens.ts';
import { readSessionCookie } from '../auth/read-session-cookie.ts';
import type { AppConfig } from '../config/load-config.ts';
import {
  type CachedSession,
  readCachedSession,
  rememberSession,
  sessionCacheGeneration,
} from './session-cache.ts';
import { toCurrentUser } from './to-current-user.ts';

export interface SessionUser {
  user: CurrentUser;
  sessionId: string;
}

type Ctx = {
  db: Database;
  config: Pick<AppConfig, 'authSecret' | 'secureCookies' | 'sessionCacheSeconds'>;
};

async function readSession(ctx: Ctx, tokenHash: string, now: Date) {
  const generation = sessionCacheGeneration();
  const [found] = await ctx.db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, tokenHash))
    .limit(1);
  if (!found) return null;
  const absoluteEnd = found.createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000;
  if (found.expiresAt <= now || absoluteEnd <= now.getTime()) return null;
  const extendedAt = found.expiresAt.getTime() - SESSION_LIFETIME_SECONDS * 1000;
  const extended = Math.min(now.getTime() + SESSION_LIFETIME_SECONDS * 1000, absoluteEnd);
  if (
    extendedAt + SESSION_REFRESH_AGE_SECONDS * 1000 <= now.getTime() &&
    extended > found.expiresAt.getTime()
  ) {
    found.expiresAt = new Date(extended);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: found.expiresAt, updatedAt: now })
      .where(eq(sessions.id, found.sessionId));
  }
  // A cached read ends with the session, whichever limit comes first.
  if (found.expiresAt.getTime() > absoluteEnd) found.expiresAt = new Date(absoluteEnd);
  if (ctx.config.sessionCacheSeconds > 0) {
    rememberSession(tokenHash, { session: found, readAt: now.getTime(), generation });
  }
  return found;
}

/**
 * The signed-in user behind the request's session cookie, or null. The session row (looked up by
 * the token's hash) is the source of truth; what was read is kept for SESSION_CACHE_SECONDS, so
 * most requests need no query. Sign-out, password reset, account deletion and changes to the
 * account drop it in this process at once, and in the others when the change commits (NOTIFY
 * sessions_changed; decision 033). Like Better Auth's getSession, a session used more than a day after its last
 * extension is extended again, but never past 30 days from sign-in (decision 049).
 */
export async function getSessionUser(
  ctx: Ctx,
  input: { cookieHeader: string | undefined; now?: Date },
): Promise<SessionUser | null> {
  const token = await readSessionCookie(input.cookieHeader, {
    secret: ctx.config.authSecret,
    secureCookies: ctx.config.secureCookies,
  });
  if (!token) return null;
  const tokenHash = hashSessionToken(token);
  const now = input.now ?? new Date();
  const ttlMs = ctx.config.sessionCacheSeconds * 1000;
  let found: CachedSession | null =
    ttlMs > 0 ? readCachedSession(tokenHash, { nowMs: now.getTime(), ttlMs }) : null;
  if (found && found.expiresAt <= now) return null;
  found ??= await readSession(ctx, tokenHash, now);
  if (!found) return null;
  return { user: toCurrentUser(found.user, now), sessionId: found.sessionId };
}
