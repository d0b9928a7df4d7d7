import { randomUUID } from 'node:crypto';
import { and, eq } from '../../db/orm.ts';
import { authAccounts, sessions } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { enforceRateLimits } from '../security/enforce-rate-limits.ts';
import { consumeEmailToken } from './email-tokens.ts';
import { refuseFrequentPassword } from './refuse-frequent-password.ts';
import { forgetCachedSessions } from './session-cache.ts';

/** Sets the new password and ends every session of the account, all in one transaction. */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string; ip: string },
): Promise<void> {
  await enforceRateLimits(ctx, { action: 'password-reset', account: undefined, ip: input.ip });
  refuseFrequentPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const owner = await consumeEmailToken(tx, { purpose: 'reset-password', token: input.token });
    if (!owner) return null;
    const updated = await tx
      .update(authAccounts)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(authAccounts.userId, owner), eq(authAccounts.providerId, 'credential')))
      .returning({ id: authAccounts.id });
    if (updated.length === 0) {
      // A Google-only account gets a password of its own.
      await tx.insert(authAccounts).values({
        id: randomUUID(),
        accountId: owner,
        providerId: 'credential',
        userId: owner,
        password: passwordHash,
      });
    }
    await tx.delete(sessions).where(eq(sessions.userId, owner));
    return owner;
  });
  if (!userId)
    throw new AppError(
      'INVALID_TOKEN',
      'This reset link is invalid or has expired. Request a new one.',
    );
  forgetCachedSessions({ userId });
}
