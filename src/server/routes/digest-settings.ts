import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { getDigestSettings } from '../../core/digest/get-digest-settings.ts';
import { saveDigestSettings } from '../../core/digest/save-digest-settings.ts';
import { digestSettingsResponseSchema, digestSettingsSchema } from '../../shared/schemas/digest.ts';

const tags = ['digest'];

/** The e-mail digest's frequency, kinds and hour (decision 066), on the Settings page. */
export const digestSettingsRoutes =
  (ctx: AppContext, userId: (request: FastifyRequest) => string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/digest-settings',
      { schema: { tags, response: { 200: digestSettingsResponseSchema } } },
      async (request) => getDigestSettings(ctx.db, { userId: userId(request) }),
    );

    app.put(
      '/digest-settings',
      {
        schema: {
          tags,
          body: digestSettingsSchema,
          response: { 200: digestSettingsResponseSchema },
        },
      },
      async (request) =>
        saveDigestSettings(ctx.db, { userId: userId(request), settings: request.body }),
    );
  };
