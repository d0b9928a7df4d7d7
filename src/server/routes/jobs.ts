import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { getJob } from '../../core/catalogue/get-job.ts';
import { searchJobsCached } from '../../core/catalogue/search-jobs-cached.ts';
import {
  jobDetailSchema,
  jobIdParamsSchema,
  jobSearchQuerySchema,
  jobSearchResultSchema,
} from '../../shared/schemas/jobs.ts';
import { requireEntitledUser } from '../plugins/require-entitled-user.ts';

const tags = ['jobs'];

/**
 * The job catalogue (issue 5 §6), for subscribers only. The gate is a preHandler of this
 * encapsulated scope, so it runs after query validation (bad input gets its field errors) and
 * no route added here can forget it.
 */
export const jobRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', async (request) => {
      await requireEntitledUser(ctx, request);
    });

    app.get(
      '/api/jobs',
      {
        schema: {
          tags,
          querystring: jobSearchQuerySchema,
          response: { 200: jobSearchResultSchema },
        },
      },
      async (request) => searchJobsCached(ctx, request.query),
    );

    app.get(
      '/api/jobs/:id',
      { schema: { tags, params: jobIdParamsSchema, response: { 200: jobDetailSchema } } },
      async (request) => getJob(ctx.db, { id: request.params.id }),
    );
  };
