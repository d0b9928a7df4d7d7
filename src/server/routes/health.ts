import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../core/app-context.ts';
import { sql } from '../../db/orm.ts';
import { STARTUP_PATH, startupStatusSchema } from '../../shared/schemas/startup.ts';

export const healthRoutes =
  (ctx: AppContext, state: { shuttingDown: () => boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    /** Liveness: the process answers. */
    app.get(
      '/healthz',
      {
        schema: { tags: ['operations'], response: { 200: z.object({ status: z.literal('ok') }) } },
      },
      async () => ({
        status: 'ok' as const,
      }),
    );

    app.get(
      STARTUP_PATH,
      { schema: { tags: ['operations'], response: { 200: startupStatusSchema } } },
      async () => ({ status: 'ready' as const }),
    );

    /** Readiness: the database answers and we are not draining for shutdown. */
    app.get(
      '/readyz',
      {
        schema: {
          tags: ['operations'],
          response: {
            200: z.object({ status: z.literal('ready') }),
            503: z.object({ status: z.string() }),
          },
        },
      },
      async (_request, reply) => {
        if (state.shuttingDown()) return reply.status(503).send({ status: 'shutting-down' });
        await ctx.db.execute(sql`select 1`);
        return { status: 'ready' as const };
      },
    );
  };
