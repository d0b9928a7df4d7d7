import { and, eq, inArray } from 'drizzle-orm';
import {
  authAccounts,
  rateLimits,
  userDataKeys,
  users,
  verifications,
} from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { verifyPassword } from '../auth/password-hashing.ts';
import { readAuthResponse } from '../auth/read-auth-response.ts';
import { enforceRateLimits, rateLimitPolicies } from '../security/enforce-rate-limits.ts';

const WRONG_PASSWORD = 'The password is not correct.';

/**
 * Issue 4 §5: deletes the signed-in user's account after asking for the password again. Every
 * row of the user goes (each user table references `users` ON DELETE CASCADE; the data key is
 * deleted first and by name, which makes any copy of the encrypted answers unreadable), every
 * session goes with them, and a live subscription is cancelled by a queued job, since the
 * account row that names it is gone by the time the provider is called.
 */
export async function deleteAccount(
  ctx: AppContext,
  input: { userId: string; password: string; headers: Headers; ip: string },
): Promise<{ setCookies: string[] }> {
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
  // Same limits as sign-in: this is a password guess against the account too.
  await enforceRateLimits(ctx.db, { action: 'sign-in', account: account.email, ip: input.ip });
  const matches =
    account.passwordHash !== null &&
    (await verifyPassword({ hash: account.passwordHash, password: input.password }));
  if (!matches) {
    throw new AppError('INVALID_CREDENTIALS', WRONG_PASSWORD, {
      fieldErrors: { password: [WRONG_PASSWORD] },
    });
  }

  // Ends this session through Better Auth so the browser is told to drop its cookie.
  const signedOut = await readAuthResponse(
    await ctx.auth.api.signOut({ headers: input.headers, asResponse: true }),
  );
  await ctx.db.transaction(async (tx) => {
    await tx.delete(userDataKeys).where(eq(userDataKeys.userId, input.userId));
    // Pending e-mail links (reset, verification) name the user in `value`, not by foreign key.
    await tx.delete(verifications).where(eq(verifications.value, input.userId));
    // Per-account rate-limit counters are keyed by the e-mail address.
    const counterKeys = Object.keys(rateLimitPolicies).map(
      (action) => `${action}:account:${account.email}`,
    );
    await tx.delete(rateLimits).where(inArray(rateLimits.key, counterKeys));
    await tx.delete(users).where(eq(users.id, input.userId));
  });
  if (account.subscriptionId) {
    await ctx.jobs.send('cancel-deleted-account-subscription', {
      subscriptionId: account.subscriptionId,
    });
  }
  ctx.log.info({ userId: input.userId }, 'account deleted at its owner’s request');
  return { setCookies: signedOut.setCookies };
}
