import { eq } from '../../db/orm.ts';
import { users } from '../../db/schema/index.ts';
import type { SignUpInput } from '../../shared/schemas/auth.ts';
import type { AppContext } from '../app-context.ts';
import { toBetterAuthHeaders } from '../auth/cookies.ts';
import { readAuthResponse } from '../auth/read-auth-response.ts';
import { enforceRateLimits } from '../security/enforce-rate-limits.ts';
import { refuseFrequentPassword } from './refuse-frequent-password.ts';
import { sendExistingAccountNotice } from './send-existing-account-notice.ts';
import { sendVerificationEmail } from './send-verification-email.ts';

async function userExists(ctx: AppContext, where: { id: string } | { email: string }) {
  const [found] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email));
  return Boolean(found);
}

/**
 * Creates the account with the spec's defaults (status inactive, plan none, profile incomplete)
 * and sends the e-mail verification link; the user then logs in. An address that already has an
 * account gets the same answer, after the same password hashing (Better Auth hashes on both paths
 * when autoSignIn is off), and its owner is told by e-mail instead (decision 033).
 */
export async function signUp(
  ctx: AppContext,
  input: SignUpInput & { headers: Headers; ip: string },
): Promise<void> {
  await enforceRateLimits(ctx, { action: 'sign-up', account: input.email, ip: input.ip });
  refuseFrequentPassword(input.password);
  const outcome = await readAuthResponse(
    await ctx.auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.email.split('@')[0] ?? '' },
      headers: toBetterAuthHeaders(input.headers),
      asResponse: true,
    }),
  );
  const userId = outcome.status === 200 ? (outcome.body.user as { id?: unknown })?.id : undefined;
  // For a taken address Better Auth answers with a made-up user whose id names no row.
  if (typeof userId === 'string' && (await userExists(ctx, { id: userId }))) {
    await sendVerificationEmail(ctx, { userId, email: input.email });
    return;
  }
  if (
    outcome.status === 200 ||
    // Two sign-ups racing for one address: the loser passes Better Auth's check, then fails on
    // the unique index. Only a failure that left the address taken means "taken".
    (outcome.body.code === 'FAILED_TO_CREATE_USER' &&
      (await userExists(ctx, { email: input.email })))
  ) {
    sendExistingAccountNotice(ctx, { email: input.email });
    return;
  }
  throw new Error(
    `sign-up failed in Better Auth with status ${outcome.status} (${String(outcome.body.code)})`,
  );
}
