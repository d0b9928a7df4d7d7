import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { SignUpInput } from '../../shared/schemas/auth.ts';
import type { CurrentUser } from '../../shared/schemas/user.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { readAuthResponse } from '../auth/read-auth-response.ts';
import { enforceRateLimits } from '../security/enforce-rate-limits.ts';
import { sendVerificationEmail } from './send-verification-email.ts';
import { toCurrentUser } from './to-current-user.ts';

async function accountExists(ctx: AppContext, email: string): Promise<boolean> {
  const [found] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(found);
}

/**
 * Creates the account with the spec's defaults (status inactive, plan none, profile incomplete),
 * signs the user in and sends the e-mail verification link.
 */
export async function signUp(
  ctx: AppContext,
  input: SignUpInput & { headers: Headers; ip: string },
): Promise<{ user: CurrentUser; setCookies: string[] }> {
  await enforceRateLimits(ctx, { action: 'sign-up', account: input.email, ip: input.ip });
  const outcome = await readAuthResponse(
    await ctx.auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.email.split('@')[0] ?? '' },
      headers: input.headers,
      asResponse: true,
    }),
  );
  if (
    outcome.body.code === 'USER_ALREADY_EXISTS' ||
    outcome.body.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' ||
    // Two sign-ups racing for one address: the loser passes Better Auth's check, then fails on
    // the unique index. Only a failure that left the address taken means "taken".
    (outcome.body.code === 'FAILED_TO_CREATE_USER' && (await accountExists(ctx, input.email)))
  ) {
    throw new AppError(
      'EMAIL_TAKEN',
      'An account with this e-mail already exists. Try logging in instead.',
    );
  }
  if (outcome.status !== 200) {
    throw new Error(
      `sign-up failed in Better Auth with status ${outcome.status} (${String(outcome.body.code)})`,
    );
  }
  const user = toCurrentUser(outcome.body.user as Parameters<typeof toCurrentUser>[0]);
  await sendVerificationEmail(ctx, { userId: user.id, email: user.email });
  return { user, setCookies: outcome.setCookies };
}
