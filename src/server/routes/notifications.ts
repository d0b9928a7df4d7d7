import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { listNotifications } from '../../core/notifications/list-notifications.ts';
import { markNotificationsRead } from '../../core/notifications/mark-notifications-read.ts';
import {
  notificationIdParamsSchema,
  notificationListSchema,
} from '../../shared/schemas/notifications.ts';

const tags = ['notifications'];

/** In-app notifications (decision 069): the client polls the list for the header's count. */
export const notificationRoutes =
  (ctx: AppContext, userId: (request: FastifyRequest) => string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notifications',
      {
        schema: {
          tags,
          summary: 'Your latest notifications and how many are unread',
          response: { 200: notificationListSchema },
        },
      },
      async (request) => listNotifications(ctx.db, { userId: userId(request), now: new Date() }),
    );

    app.post(
      '/notifications/:id/read',
      {
        schema: { tags, summary: 'Mark a notification read', params: notificationIdParamsSchema },
      },
      async (request, reply) => {
        await markNotificationsRead(ctx.db, {
          userId: userId(request),
          notificationId: request.params.id,
          now: new Date(),
        });
        return reply.code(204).send();
      },
    );

    app.post(
      '/notifications/read-all',
      { schema: { tags, summary: 'Mark every notification read' } },
      async (request, reply) => {
        await markNotificationsRead(ctx.db, { userId: userId(request), now: new Date() });
        return reply.code(204).send();
      },
    );
  };
