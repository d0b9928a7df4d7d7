import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { currentUserResponseSchema } from '../../shared/schemas/user.ts';
import { requireUser } from '../plugins/session.ts';

export const meRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/me',
      { schema: { tags: ['accounts'], response: { 200: currentUserResponseSchema } } },
      async (request) => ({ user: (await requireUser(ctx, request)).user }),
    );
  };
