import { and, eq, like, or } from '../../db/orm.ts';
import {
  authAccounts,
  oidcIdentities,
  sessions,
  users,
  verifications,
} from '../../db/schema/index.ts';
import type { UserDataPart } from './user-data-part.ts';

/** The account, its sign-in methods and sessions; never a password hash or a token. */
export const accountPart: UserDataPart = {
  name: 'account',
  /** `verifications` holds the user's id in `value` for pending e-mail links (no foreign key). */
  tables: ['users', 'auth_accounts', 'sessions', 'oidc_identities', 'verifications'],
  async exportFor(ctx, userId) {
    const [account] = await ctx.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
        subscriptionStatus: users.subscriptionStatus,
        planLevel: users.planLevel,
        profileComplete: users.profileComplete,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    const signInMethods = await ctx.db
      .select({ provider: authAccounts.providerId, createdAt: authAccounts.createdAt })
      .from(authAccounts)
      .where(eq(authAccounts.userId, userId));
    const activeSessions = await ctx.db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    const linkedIdentities = await ctx.db
      .select({
        issuer: oidcIdentities.issuer,
        subject: oidcIdentities.subject,
        email: oidcIdentities.email,
        createdAt: oidcIdentities.createdAt,
      })
      .from(oidcIdentities)
      .where(eq(oidcIdentities.userId, userId));
    const pendingEmailLinks = await ctx.db
      .select({ identifier: verifications.identifier, expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(
        and(
          eq(verifications.value, userId),
          or(
            like(verifications.identifier, 'reset-password:%'),
            like(verifications.identifier, 'verify-email:%'),
          ),
        ),
      );
    return {
      ...account,
      signInMethods,
      sessions: activeSessions,
      linkedIdentities,
      // The purpose only: the rest of the identifier is a token hash.
      pendingEmailLinks: pendingEmailLinks.map((link) => ({
        purpose: link.identifier.split(':')[0],
        expiresAt: link.expiresAt,
      })),
    };
  },
};
