import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { getCatalogueStatus } from '../../core/catalogue/get-catalogue-status.ts';
import { catalogueStatusSchema } from '../../shared/schemas/catalogue-status.ts';

/**
 * The catalogue's loading state, without a session: the client shows it on the dashboard and the
 * job search while the first start's demo corpus loads. It names no user and no job.
 */
export const catalogueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/catalogue/status',
      {
        schema: {
          tags: ['jobs'],
          summary: 'Whether the job catalogue is ready or still loading, with its progress',
          response: { 200: catalogueStatusSchema },
        },
      },
      async () =>
        getCatalogueStatus(ctx.db, {
          demoCorpus: ctx.config.demoCorpus,
          demoCorpusSize: ctx.config.demoCorpusSize,
        }),
    );
  };
