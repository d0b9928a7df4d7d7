import type { AppContext } from '../app-context.ts';
import { enforceRateLimits } from '../security/enforce-rate-limits.ts';
import { sendVerificationEmail } from './send-verification-email.ts';

/** "Send a new link": limited like sign-up, so the button cannot be used to flood an inbox. */
export async function resendVerificationEmail(
  ctx: AppContext,
  input: { userId: string; email: string; emailVerified: boolean; ip: string },
): Promise<void> {
  await enforceRateLimits(ctx, {
    action: 'verification-email',
    account: input.userId,
    ip: input.ip,
  });
  if (!input.emailVerified) await sendVerificationEmail(ctx, input);
}
