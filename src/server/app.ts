import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppContext } from '../core/app-context.ts';
import { AppError } from '../core/app-error.ts';
import { registerClientApp } from './plugins/client-app.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputBoundary } from './plugins/input-boundary.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRequestGuards } from './plugins/request-guards.ts';
import { accountDataRoutes } from './routes/account-data.ts';
import { adminSourceRoutes } from './routes/admin-sources.ts';
import { authRoutes } from './routes/auth.ts';
import { billingRoutes } from './routes/billing.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { digestLinkRoutes } from './routes/digest-links.ts';
import { extensionRoutes } from './routes/extension.ts';
import { googleRoutes } from './routes/google.ts';
import { healthRoutes } from './routes/health.ts';
import { jobRoutes } from './routes/jobs.ts';
import { mainAppRoutes } from './routes/main-app.ts';
import { meRoutes } from './routes/me.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { testCheckoutRoutes } from './routes/test-checkout.ts';
import { stripeWebhookRoutes } from './webhooks/stripe.ts';

/** JSON bodies are small forms; anything larger is refused before it is parsed. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Probes and the metrics scraper call every few seconds; their request lines would drown the log. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export interface AppState {
  shuttingDown: () => boolean;
}

/** Builds the HTTP app. Tests call this with their own context; main.ts adds listen and shutdown. */
export async function createApp(
  ctx: AppContext,
  state: AppState = { shuttingDown: () => false },
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
    logController: new LogController({
      disableRequestLogging: (request: { url?: string }) =>
        ctx.config.env === 'test' || QUIET_PATHS.has(request.url ?? ''),
    }),
    return503OnClosing: true,
  });
  // An empty JSON body (a bare POST from fetch with a JSON content type) reads as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestGuards(app, { appOrigin: ctx.config.appOrigin });
  const metrics = registerMetrics(app);
  registerInputBoundary(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Hireloop API', version: '1.0.0' },
      components: {
        // The browser extension's token (decision 064); every other route uses the session cookie.
        securitySchemes: { extensionToken: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(healthRoutes(ctx, state));
  await app.register(metricsRoutes(ctx, metrics));
  await app.register(meRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(googleRoutes(ctx));
  await app.register(billingRoutes(ctx));
  await app.register(testCheckoutRoutes(ctx));
  await app.register(mainAppRoutes(ctx));
  await app.register(extensionRoutes(ctx));
  await app.register(accountDataRoutes(ctx));
  await app.register(digestLinkRoutes(ctx));
  await app.register(catalogueRoutes(ctx));
  await app.register(jobRoutes(ctx));
  await app.register(adminSourceRoutes(ctx));
  await app.register(stripeWebhookRoutes(ctx));
  await app.register(openApiRoutes());
  await registerClientApp(app, (what) => {
    throw new AppError('NOT_FOUND', `Nothing here: ${what}`);
  });
  return app;
}
