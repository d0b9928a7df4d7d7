import { oidcIdentities } from '../../../db/schema/index.ts';
import type { AppContext } from '../../app-context.ts';
import { clearSealedCookie, googleLinkCookie, readSealedCookie } from './google-cookies.ts';

/**
 * Called after a successful password sign-in. A Google identity refused earlier in this browser
 * because its verified e-mail belonged to this account is linked now: the password proves the
 * account is theirs. The pending link is used up either way.
 */
export async function linkPendingGoogleIdentity(
  ctx: AppContext,
  input: { userId: string; email: string; headers: Headers },
): Promise<{ setCookies: string[] }> {
  const link = readSealedCookie(ctx.config, googleLinkCookie, input.headers);
  if (!link) return { setCookies: [] };
  if (link.email === input.email.toLowerCase()) {
    const linked = await ctx.db
      .insert(oidcIdentities)
      .values({ ...link, userId: input.userId })
      .onConflictDoNothing()
      .returning({ subject: oidcIdentities.subject });
    if (linked.length > 0) {
      ctx.log.info({ userId: input.userId }, 'linked a Google identity after password sign-in');
    }
  }
  return { setCookies: [clearSealedCookie(ctx.config, googleLinkCookie)] };
}
