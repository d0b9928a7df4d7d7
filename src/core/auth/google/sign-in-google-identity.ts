import { and, eq } from '../../../db/orm.ts';
import { oidcIdentities, users } from '../../../db/schema/index.ts';
import type { GoogleIntent } from '../../../shared/schemas/auth.ts';
import type { AppContext } from '../../app-context.ts';
import { createGoogleUser, type VerifiedGoogleIdentity } from './create-google-user.ts';
import { googleLinkCookie, setSealedCookie } from './google-cookies.ts';
import { type GoogleRedirect, googleSuccessPath, refuseGoogleSignIn } from './google-redirects.ts';
import { issueSessionForUser } from './issue-session-for-user.ts';

/**
 * Signs in the user behind a verified identity. Users are found by issuer + subject, never by
 * e-mail: an unknown identity whose e-mail already has an account is not merged into it, since
 * that would hand the account to whoever controls the Google side. Instead it is remembered, and
 * linked once the account's owner proves their password (linkPendingGoogleIdentity).
 */
export async function signInGoogleIdentity(
  ctx: AppContext,
  input: { identity: VerifiedGoogleIdentity; intent: GoogleIntent; headers: Headers },
): Promise<GoogleRedirect> {
  const { identity } = input;
  const [known] = await ctx.db
    .select({ userId: oidcIdentities.userId })
    .from(oidcIdentities)
    .where(
      and(eq(oidcIdentities.issuer, identity.issuer), eq(oidcIdentities.subject, identity.subject)),
    );
  let userId = known?.userId;
  if (!userId) {
    const [sameEmail] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, identity.email));
    if (sameEmail) return refuseToMerge(ctx, identity);
    userId = await createGoogleUser(ctx, identity);
    ctx.log.info({ userId }, 'created an account from a Google identity');
  }
  const session = await issueSessionForUser(ctx, { userId, headers: input.headers });
  return { location: googleSuccessPath(input.intent), setCookies: session.setCookies };
}

function refuseToMerge(ctx: AppContext, identity: VerifiedGoogleIdentity): GoogleRedirect {
  // Only an address the provider has verified may later be linked: an unverified one proves
  // nothing about who owns the account.
  if (!identity.emailVerified) {
    return refuseGoogleSignIn(ctx, {
      intent: 'login',
      code: 'failed',
      reason: 'unverified-email-of-existing-account',
    });
  }
  const refused = refuseGoogleSignIn(ctx, {
    intent: 'login',
    code: 'link_required',
    reason: 'email-of-existing-account',
  });
  const pendingLink = { issuer: identity.issuer, subject: identity.subject, email: identity.email };
  return { ...refused, setCookies: [setSealedCookie(ctx.config, googleLinkCookie, pendingLink)] };
}
