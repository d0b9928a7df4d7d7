import { eq } from '../../db/orm.ts';
import { users } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { issueSessionForUser } from '../auth/google/issue-session-for-user.ts';
import { consumeEmailToken } from './email-tokens.ts';
import { getSessionUser } from './get-session-user.ts';
import { forgetCachedSessions } from './session-cache.ts';

/**
 * Confirms the address a single-use link was sent to. Sign-up answers the same whether or not the
 * address was free, so it signs nobody in (decision 033); the confirmation link is what carries a
 * newcomer on. Opened without a session, it signs its owner in: only the mailbox's owner has it,
 * it works once, and it expires.
 */
export async function verifyEmail(
  ctx: Pick<AppContext, 'db' | 'auth' | 'config'>,
  input: { token: string; cookieHeader: string | undefined; headers: Headers },
): Promise<{ setCookies: string[] }> {
  const userId = await consumeEmailToken(ctx.db, { purpose: 'verify-email', token: input.token });
  if (!userId)
    throw new AppError(
      'INVALID_TOKEN',
      'This confirmation link is invalid or has expired. Request a new one.',
    );
  await ctx.db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
  forgetCachedSessions({ userId });
  const current = await getSessionUser(ctx, { cookieHeader: input.cookieHeader });
  if (current) return { setCookies: [] };
  return issueSessionForUser(ctx, { userId, headers: input.headers });
}
