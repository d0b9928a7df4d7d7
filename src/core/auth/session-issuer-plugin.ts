import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * Better Auth signs users in by password itself. For identities we verify ourselves (Google
 * OpenID Connect, whose tokens openid-client checks), this server-only endpoint issues a session
 * and its cookie through Better Auth's own machinery, so every session looks the same.
 */
export const sessionIssuerPlugin = () =>
  ({
    id: 'hireloop-session-issuer',
    endpoints: {
      issueSessionForUser: createAuthEndpoint(
        '/hireloop/issue-session',
        {
          method: 'POST',
          body: z.object({ userId: z.string().min(1) }),
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError('NOT_FOUND');
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ ok: true });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
