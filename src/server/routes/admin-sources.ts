import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { countHandOffs } from '../../core/applying/count-hand-offs.ts';
import { addFollowedSource } from '../../core/catalogue/sources/add-followed-source.ts';
import { listFollowedSources } from '../../core/catalogue/sources/list-followed-sources.ts';
import { listIngestionRuns } from '../../core/catalogue/sources/list-ingestion-runs.ts';
import { removeFollowedSource } from '../../core/catalogue/sources/remove-followed-source.ts';
import { setFollowedSourceEnabled } from '../../core/catalogue/sources/set-followed-source-enabled.ts';
import {
  addFollowedSourceBodySchema,
  adminAccessSchema,
  followedSourceIdParamsSchema,
  followedSourceListSchema,
  followedSourceSchema,
  handOffCountsSchema,
  ingestionRunListSchema,
  runNowResultSchema,
  setFollowedSourceEnabledBodySchema,
} from '../../shared/schemas/admin-sources.ts';
import { isAdmin, requireAdminUser } from '../plugins/require-admin-user.ts';
import { requireUser } from '../plugins/session.ts';

const tags = ['admin'];
const runsShown = 20;

type SourceRow = Awaited<ReturnType<typeof listFollowedSources>>[number];
const sourceView = (row: SourceRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Followed job sources and ingestion runs, for the accounts in ADMIN_EMAILS only. */
export const adminSourceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Outside the admin scope: any signed-in user may ask whether to show the admin link.
    app.get(
      '/api/admin-access',
      { schema: { tags, response: { 200: adminAccessSchema } } },
      async (request) => ({
        admin: isAdmin(ctx, (await requireUser(ctx, request)).user),
      }),
    );

    const admin: FastifyPluginAsyncZod = async (scope) => {
      scope.addHook('preHandler', async (request) => {
        await requireAdminUser(ctx, request);
      });

      scope.get(
        '/application-hand-offs',
        {
          schema: {
            tags,
            summary: 'Applications handed to users in the last 30 days, per ATS host and reason',
            response: { 200: handOffCountsSchema },
          },
        },
        async () => countHandOffs(ctx.db, { sinceDays: 30 }),
      );

      scope.get(
        '/sources',
        { schema: { tags, response: { 200: followedSourceListSchema } } },
        async () => ({
          sources: (await listFollowedSources(ctx.db)).map(sourceView),
        }),
      );

      scope.post(
        '/sources',
        {
          schema: {
            tags,
            body: addFollowedSourceBodySchema,
            response: { 201: followedSourceSchema },
          },
        },
        async (request, reply) => {
          reply.code(201);
          return sourceView(await addFollowedSource(ctx.db, request.body));
        },
      );

      scope.patch(
        '/sources/:id',
        {
          schema: {
            tags,
            params: followedSourceIdParamsSchema,
            body: setFollowedSourceEnabledBodySchema,
            response: { 200: followedSourceSchema },
          },
        },
        async (request) =>
          sourceView(
            await setFollowedSourceEnabled(ctx.db, {
              id: request.params.id,
              enabled: request.body.enabled,
            }),
          ),
      );

      scope.delete(
        '/sources/:id',
        { schema: { tags, params: followedSourceIdParamsSchema } },
        async (request, reply) => {
          await removeFollowedSource(ctx.db, { id: request.params.id });
          return reply.code(204).send();
        },
      );

      scope.get(
        '/ingestion-runs',
        { schema: { tags, response: { 200: ingestionRunListSchema } } },
        async () => {
          const runs = await listIngestionRuns(ctx.db, { limit: runsShown });
          return {
            runs: runs.map((run) => ({
              ...run,
              startedAt: run.startedAt.toISOString(),
              finishedAt: run.finishedAt?.toISOString() ?? null,
            })),
          };
        },
      );

      scope.post(
        '/ingestion-runs',
        { schema: { tags, response: { 202: runNowResultSchema } } },
        async (_request, reply) => {
          await ctx.jobs.send(
            'ingest-catalogue',
            { trigger: 'manual' },
            { singletonKey: 'ingest-catalogue-manual' },
          );
          reply.code(202);
          return { queued: true as const };
        },
      );
    };
    await app.register(admin, { prefix: '/api/admin' });
  };
