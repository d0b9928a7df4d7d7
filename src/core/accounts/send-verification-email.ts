import type { AppContext } from '../app-context.ts';
import { deliverInBackground } from '../mail/deliver-in-background.ts';
import { createEmailToken } from './email-tokens.ts';

/**
 * Sends the "confirm your e-mail" link, built from APP_ORIGIN and never from the request. The
 * token is written with the mail, after the answer: a new sign-up must not answer slower than
 * one for an address that has an account by that write too.
 */
export async function sendVerificationEmail(
  ctx: AppContext,
  input: { userId: string; email: string },
): Promise<void> {
  deliverInBackground(ctx, async () => {
    const token = await createEmailToken(ctx.db, { purpose: 'verify-email', userId: input.userId });
    const link = `${ctx.config.appOrigin}/verify-email?token=${token}`;
    return {
      to: input.email,
      subject: 'Confirm your e-mail address for Hireloop',
      text: `Welcome to Hireloop.\n\nConfirm your e-mail address by opening this link within one hour:\n${link}\n\nIf you did not create an account, ignore this message.\n`,
    };
  });
}
