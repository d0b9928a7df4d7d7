import { and, eq } from '../../db/orm.ts';
import { authAccounts, sessions, users } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { verifyPassword } from '../auth/password-hashing.ts';
import { enforceRateLimits } from '../security/enforce-rate-limits.ts';

export const WRONG_PASSWORD = 'The password is not correct.';
/** How recently an account without a password (Google only) must have signed in. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;
export const SIGN_IN_AGAIN =
  'This account signs in with Google. Sign in with Google again, then delete it within 10 minutes.';

/**
 * The "are you really the owner" step before an irreversible action: the password again, under
 * the sign-in rate limit (it is a password guess too). An account that has no password (Google
 * sign-in only) proves it with a session opened in the last ten minutes instead.
 */
export async function confirmAccountOwner(
  ctx: AppContext,
  input: { userId: string; sessionId: string; password: string; ip: string; now?: Date },
): Promise<{ email: string; subscriptionId: string | null }> {
  const [account] = await ctx.db
    .select({
      email: users.email,
      subscriptionId: users.stripeSubscriptionId,
      passwordHash: authAccounts.password,
    })
    .from(users)
    .leftJoin(
      authAccounts,
      and(eq(authAccounts.userId, users.id), eq(authAccounts.providerId, 'credential')),
    )
    .where(eq(users.id, input.userId));
  if (!account) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  const confirmed = { email: account.email, subscriptionId: account.subscriptionId };

  if (!account.passwordHash) {
    const [session] = await ctx.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(and(eq(sessions.id, input.sessionId), eq(sessions.userId, input.userId)));
    const now = (input.now ?? new Date()).getTime();
    if (session && now - session.createdAt.getTime() <= RECENT_SIGN_IN_MS) return confirmed;
    throw new AppError('FORBIDDEN', SIGN_IN_AGAIN, { fieldErrors: { password: [SIGN_IN_AGAIN] } });
  }

  await enforceRateLimits(ctx, { action: 'sign-in', account: account.email, ip: input.ip });
  if (await verifyPassword({ hash: account.passwordHash, password: input.password })) {
    return confirmed;
  }
  throw new AppError('INVALID_CREDENTIALS', WRONG_PASSWORD, {
    fieldErrors: { password: [WRONG_PASSWORD] },
  });
}
