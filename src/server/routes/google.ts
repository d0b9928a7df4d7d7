import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { finishGoogleSignIn } from '../../core/auth/google/finish-google-sign-in.ts';
import type { GoogleRedirect } from '../../core/auth/google/google-redirects.ts';
import { startGoogleSignIn } from '../../core/auth/google/start-google-sign-in.ts';
import { googleStartQuerySchema } from '../../shared/schemas/auth.ts';
import { toFetchHeaders } from '../plugins/session.ts';

const tags = ['accounts'];

function sendRedirect(reply: FastifyReply, result: GoogleRedirect) {
  if (result.setCookies.length > 0) reply.header('set-cookie', result.setCookies);
  return reply.redirect(result.location, 302);
}

/**
 * Google sign-in (OpenID Connect with PKCE, state and nonce). Both routes are full-page browser
 * navigations, so every outcome, failures included, is a redirect to a page of the client.
 */
export const googleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/auth/google/start',
      { schema: { tags, querystring: googleStartQuerySchema } },
      async (request, reply) =>
        sendRedirect(reply, await startGoogleSignIn(ctx, { intent: request.query.intent })),
    );

    app.get(
      '/api/auth/google/callback',
      { schema: { tags, description: 'Where the provider sends the browser back.' } },
      async (request, reply) =>
        sendRedirect(
          reply,
          await finishGoogleSignIn(ctx, {
            callbackUrl: new URL(request.url, ctx.config.appOrigin),
            headers: toFetchHeaders(request),
          }),
        ),
    );
  };
