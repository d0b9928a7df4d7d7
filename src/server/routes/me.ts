import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../core/accounts/get-session-user.ts';
import type { AppContext } from '../../core/app-context.ts';
import { sessionResponseSchema } from '../../shared/schemas/user.ts';

export const meRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/me',
      { schema: { tags: ['accounts'], response: { 200: sessionResponseSchema } } },
      async (request) => {
        const found = await getSessionUser(ctx, { cookieHeader: request.headers.cookie });
        return { user: found?.user ?? null };
      },
    );
  };
