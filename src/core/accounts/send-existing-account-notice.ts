import type { AppContext } from '../app-context.ts';
import { deliverInBackground } from '../mail/deliver-in-background.ts';

/**
 * Sign-up with an address that already has an account answers exactly as a new sign-up does
 * (decision 033), so only the address's owner learns what happened: from this message, with the
 * ways back in. Links are built from APP_ORIGIN, never from the request.
 */
export function sendExistingAccountNotice(ctx: AppContext, input: { email: string }): void {
  const origin = ctx.config.appOrigin;
  deliverInBackground(ctx, {
    to: input.email,
    subject: 'Someone tried to sign up to Hireloop with your e-mail address',
    text: `Someone, perhaps you, tried to create a Hireloop account with this e-mail address, which already has one. No new account was made and nothing about yours has changed.\n\nTo use your account, log in:\n${origin}/login\n\nForgot your password? Choose a new one:\n${origin}/forgot-password\n\nIf it was not you, you can ignore this message.\n`,
  });
}
