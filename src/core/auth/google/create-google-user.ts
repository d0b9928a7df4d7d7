import { eq } from '../../../db/orm.ts';
import { oidcIdentities, users } from '../../../db/schema/index.ts';
import type { AppContext } from '../../app-context.ts';

export interface VerifiedGoogleIdentity {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/**
 * Creates the account (Better Auth applies the spec's defaults: status inactive, plan none,
 * profile incomplete) and its identity row, and returns the new user's id. Better Auth writes the
 * user outside our transactions, so the pair is kept whole by hand: when the identity cannot be
 * stored, the user just created is removed again and the error goes on.
 */
export async function createGoogleUser(
  ctx: Pick<AppContext, 'auth' | 'db'>,
  identity: VerifiedGoogleIdentity,
): Promise<string> {
  const { internalAdapter } = await ctx.auth.$context;
  const user = await internalAdapter.createUser(
    { email: identity.email, name: identity.name, emailVerified: identity.emailVerified },
    { method: 'oauth', oauth: { providerId: 'google' } },
  );
  try {
    await ctx.db.insert(oidcIdentities).values({
      issuer: identity.issuer,
      subject: identity.subject,
      userId: user.id,
      email: identity.email,
    });
  } catch (error) {
    await ctx.db.delete(users).where(eq(users.id, user.id));
    throw error;
  }
  return user.id;
}
