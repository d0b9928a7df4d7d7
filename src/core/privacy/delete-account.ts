import { eq, inArray, or, sql } from '../../db/orm.ts';
import { rateLimits, userDataKeys, users, verifications } from '../../db/schema/index.ts';
import { forgetCachedSessions } from '../accounts/session-cache.ts';
import type { AppContext } from '../app-context.ts';
import { toBetterAuthHeaders } from '../auth/cookies.ts';
import { readAuthResponse } from '../auth/read-auth-response.ts';
import {
  accountCounterPrefix,
  type LimitedAction,
  rateLimitPolicies,
} from '../security/enforce-rate-limits.ts';
import { packageWorkCounterKeys } from '../tailoring/limit-package-work.ts';
import { confirmAccountOwner } from './confirm-account-owner.ts';

/**
 * Issue 4 §5: deletes the signed-in user's account once its owner is confirmed (the password
 * again; see confirm-account-owner.ts). Every row of the user goes (each user table references
 * `users` ON DELETE CASCADE; the data key is deleted first and by name, which makes any copy of
 * the encrypted answers unreadable), every session goes with them, and a live subscription is
 * cancelled by a queued job, since the account row that names it is gone by the time the
 * provider is called.
 */
export async function deleteAccount(
  ctx: AppContext,
  input: { userId: string; sessionId: string; password: string; headers: Headers; ip: string },
): Promise<{ setCookies: string[] }> {
  const account = await confirmAccountOwner(ctx, input);

  // Ends this session through Better Auth so the browser is told to drop its cookie.
  const signedOut = await readAuthResponse(
    await ctx.auth.api.signOut({ headers: toBetterAuthHeaders(input.headers), asResponse: true }),
  );
  await ctx.db.transaction(async (tx) => {
    await tx.delete(userDataKeys).where(eq(userDataKeys.userId, input.userId));
    // Pending e-mail links (reset, verification) name the user in `value`, not by foreign key.
    await tx.delete(verifications).where(eq(verifications.value, input.userId));
    // Per-account rate-limit counters (and per address-and-account ones) name the e-mail address;
    // the package work counters name the user id.
    const prefixes = (Object.keys(rateLimitPolicies) as LimitedAction[]).map((action) =>
      accountCounterPrefix(action, account.email),
    );
    await tx
      .delete(rateLimits)
      .where(
        or(
          inArray(rateLimits.key, [...prefixes, ...packageWorkCounterKeys(input.userId)]),
          ...prefixes.map((prefix) => sql`starts_with(${rateLimits.key}, ${`${prefix}:from:`})`),
        ),
      );
    await tx.delete(users).where(eq(users.id, input.userId));
    // In the same transaction: a process that dies here leaves no paid-for deleted account.
    if (account.subscriptionId) {
      await ctx.jobs.send(
        'cancel-deleted-account-subscription',
        { subscriptionId: account.subscriptionId },
        { tx },
      );
    }
  });
  forgetCachedSessions({ userId: input.userId });
  ctx.log.info({ userId: input.userId }, 'account deleted at its owner’s request');
  return { setCookies: signedOut.setCookies };
}
