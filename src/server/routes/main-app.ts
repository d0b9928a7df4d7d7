import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAppOverview } from '../../core/accounts/get-app-overview.ts';
import type { AppContext } from '../../core/app-context.ts';
import { appOverviewSchema } from '../../shared/schemas/app-overview.ts';
import { entitledUser, rememberEntitledUser } from '../plugins/entitled-user.ts';
import { requireEntitledUser } from '../plugins/require-entitled-user.ts';
import { applyingRoutes } from './applying.ts';
import { applyingSettingsRoutes } from './applying-settings.ts';
import { digestSettingsRoutes } from './digest-settings.ts';
import { extensionDeviceRoutes } from './extension-devices.ts';
import { interviewPrepRoutes } from './interview-prep.ts';
import { matchingRoutes } from './matching.ts';
import { notificationRoutes } from './notifications.ts';
import { profileRoutes } from './profile.ts';
import { resumeImportRoutes } from './resume-import.ts';
import { tailoringRoutes } from './tailoring.ts';
import { trackerRoutes } from './tracker.ts';

/** Every main-app API lives under this prefix, inside the gated scope below. */
export const MAIN_APP_API_PREFIX = '/api/app';

/**
 * The encapsulated scope of every main-app API: a preHandler (after body validation, so bad
 * input still gets its field errors) lets only entitled users through. Main-app features register
 * their routes inside `gated`, under /api/app, so none can forget the gate.
 */
export const mainAppRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const gated: FastifyPluginAsyncZod = async (scope) => {
      scope.addHook('preHandler', async (request) => {
        rememberEntitledUser(request, await requireEntitledUser(ctx, request));
      });

      scope.get(
        '/overview',
        { schema: { tags: ['main-app'], response: { 200: appOverviewSchema } } },
        async (request) => getAppOverview(ctx.db, { userId: entitledUser(request).user.id }),
      );
      await scope.register(resumeImportRoutes(ctx));
      await scope.register(profileRoutes(ctx));
      await scope.register(matchingRoutes(ctx, (request) => entitledUser(request).user.id));
      await scope.register(tailoringRoutes(ctx, (request) => entitledUser(request).user.id));
      await scope.register(applyingRoutes(ctx, (request) => entitledUser(request).user.id));
      await scope.register(applyingSettingsRoutes(ctx, (request) => entitledUser(request).user.id));
      await scope.register(extensionDeviceRoutes(ctx, (request) => entitledUser(request).user.id));
      await scope.register(digestSettingsRoutes(ctx, (request) => entitledUser(request).user.id));
      await scope.register(trackerRoutes(ctx, (request) => entitledUser(request).user.id));
      await scope.register(interviewPrepRoutes(ctx));
      await scope.register(notificationRoutes(ctx, (request) => entitledUser(request).user.id));
    };
    await app.register(gated, { prefix: MAIN_APP_API_PREFIX });
  };
