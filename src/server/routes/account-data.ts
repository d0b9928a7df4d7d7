import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { deleteAccount } from '../../core/privacy/delete-account.ts';
import { exportUserData } from '../../core/privacy/export-user-data.ts';
import { accountExportSchema, deleteAccountBodySchema } from '../../shared/schemas/account-data.ts';
import { okResponseSchema } from '../../shared/schemas/auth.ts';
import { requireUser, toFetchHeaders } from '../plugins/session.ts';

const tags = ['account'];

/**
 * The user's data rights (issue 4 §5): signed in, but not behind the subscription gate, so a
 * user whose subscription ended can still take their data with them or leave.
 */
export const accountDataRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/account/export',
      { schema: { tags, response: { 200: accountExportSchema } } },
      async (request, reply) => {
        const { user } = await requireUser(ctx, request);
        const data = await exportUserData(ctx, { userId: user.id });
        const day = data.exportedAt.slice(0, 10);
        return reply
          .header('content-disposition', `attachment; filename="hireloop-data-${day}.json"`)
          .header('cache-control', 'no-store')
          .send(data);
      },
    );

    app.post(
      '/api/account/delete',
      { schema: { tags, body: deleteAccountBodySchema, response: { 200: okResponseSchema } } },
      async (request, reply) => {
        const { user, sessionId } = await requireUser(ctx, request);
        const result = await deleteAccount(ctx, {
          userId: user.id,
          sessionId,
          password: request.body.password,
          headers: toFetchHeaders(request),
          ip: request.ip,
        });
        return reply.header('set-cookie', result.setCookies).send({ ok: true });
      },
    );
  };
