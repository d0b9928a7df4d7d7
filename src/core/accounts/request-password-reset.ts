import { eq } from '../../db/orm.ts';
import { users } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { deliverInBackground } from '../mail/deliver-in-background.ts';
import { enforceRateLimits } from '../security/enforce-rate-limits.ts';
import { createEmailToken } from './email-tokens.ts';

/**
 * Always answers the same way, whether or not the account exists; only a real account gets mail.
 * The link is built from APP_ORIGIN, never from the Host header.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { email: string; ip: string },
): Promise<void> {
  await enforceRateLimits(ctx, { action: 'password-reset', account: input.email, ip: input.ip });
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (!user) return;
  // The token is written after the answer, as the mail is sent: the answer's timing is the same
  // for an address with an account and one without (checklist row "forgot-password enumeration").
  deliverInBackground(ctx, async () => {
    const token = await createEmailToken(ctx.db, { purpose: 'reset-password', userId: user.id });
    return {
      to: input.email,
      subject: 'Reset your Hireloop password',
      text: `Someone asked to reset the password of your Hireloop account.\n\nChoose a new password within one hour:\n${ctx.config.appOrigin}/reset-password?token=${token}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
    };
  });
}
