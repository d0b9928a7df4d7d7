import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const openApiRoutes = (): FastifyPluginAsyncZod => async (app) => {
  /** The OpenAPI document of every route, generated from the same zod schemas that validate them. */
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
