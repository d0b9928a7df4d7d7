import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../core/app-context.ts';
import { createApplication } from '../../core/applying/create-application.ts';
import { loadOwnApplication } from '../../core/applying/load-own-application.ts';
import { rememberAnswers } from '../../core/applying/remember-answers.ts';
import {
  authenticateExtension,
  type ExtensionCaller,
} from '../../core/extension/authenticate-extension.ts';
import {
  getExtensionApplication,
  lookupPageApplication,
} from '../../core/extension/lookup-page-application.ts';
import { pairExtension } from '../../core/extension/pair-extension.ts';
import { planExtensionFill } from '../../core/extension/plan-extension-fill.ts';
import { recordExtensionReceipt } from '../../core/extension/record-extension-receipt.ts';
import {
  EXTENSION_API_PREFIX,
  EXTENSION_PLAN_BODY_LIMIT_BYTES,
  EXTENSION_RECEIPT_BODY_LIMIT_BYTES,
  extensionAnswersBodySchema,
  extensionApplicationSchema,
  extensionCreateBodySchema,
  extensionMeSchema,
  extensionReceiptBodySchema,
  extensionReceiptResponseSchema,
  lookupQuerySchema,
  lookupResponseSchema,
  pairBodySchema,
  pairResponseSchema,
  planBodySchema,
  planResponseSchema,
} from '../../shared/schemas/extension.ts';

const tags = ['extension'];
const params = z.object({ id: z.string().min(1).max(100) });
const bearer = [{ extensionToken: [] }];

const callers = new WeakMap<FastifyRequest, ExtensionCaller>();
const caller = (request: FastifyRequest) => {
  const found = callers.get(request);
  if (!found) throw new Error('caller() used outside the token-checked scope');
  return found;
};

/**
 * Only an extension's own pages may read the answers (they hold the token anyway); no cookie is
 * ever read here, so another site gains nothing by calling these routes (decision 064).
 */
function allowExtensionOrigin(request: FastifyRequest, reply: FastifyReply) {
  const origin = request.headers.origin;
  if (!origin?.startsWith('chrome-extension://')) return;
  reply.header('access-control-allow-origin', origin);
  reply.header('vary', 'origin');
  reply.header('access-control-allow-headers', 'authorization, content-type');
  reply.header('access-control-allow-methods', 'GET, POST');
  reply.header('access-control-max-age', '600');
}

/**
 * The browser extension's API (decision 064): pairing, then, with the bearer token, the
 * application for a page, what to fill in it, the user's answers and the receipt. A token is no
 * session: it reaches these routes only, and only its user's applications.
 */
export const extensionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api: FastifyPluginAsyncZod = async (scope) => {
      scope.addHook('onRequest', async (request, reply) => allowExtensionOrigin(request, reply));
      scope.options('/*', { schema: { hide: true } }, async (_request, reply) =>
        reply.code(204).send(),
      );

      scope.post(
        '/pair',
        {
          schema: {
            tags,
            summary: 'Trade the code from Settings for the extension’s token (shown once)',
            body: pairBodySchema,
            response: { 201: pairResponseSchema },
          },
        },
        async (request, reply) => {
          reply.code(201);
          return pairExtension(ctx.db, { ...request.body, ip: request.ip });
        },
      );

      const withToken: FastifyPluginAsyncZod = async (guarded) => {
        // After validation, like the main app's gate, so bad input still gets its field errors.
        guarded.addHook('preHandler', async (request) => {
          callers.set(
            request,
            await authenticateExtension(ctx.db, { authorization: request.headers.authorization }),
          );
        });
        const own = (request: FastifyRequest) => ({
          userId: caller(request).userId,
          applicationId: (request.params as z.infer<typeof params>).id,
        });

        guarded.get(
          '/me',
          {
            schema: {
              tags,
              security: bearer,
              summary: 'Who the token belongs to',
              response: { 200: extensionMeSchema },
            },
          },
          async (request) => ({ email: caller(request).email, deviceId: caller(request).deviceId }),
        );

        guarded.get(
          '/lookup',
          {
            schema: {
              tags,
              security: bearer,
              summary:
                'Your application for this employer page, your open ones, and catalogue jobs with this apply URL',
              querystring: lookupQuerySchema,
              response: { 200: lookupResponseSchema },
            },
          },
          async (request) =>
            lookupPageApplication(ctx.db, {
              userId: caller(request).userId,
              url: request.query.url,
            }),
        );

        guarded.post(
          '/applications',
          {
            schema: {
              tags,
              security: bearer,
              summary:
                'Apply for a catalogue job from its employer page (its package is tailored first)',
              body: extensionCreateBodySchema,
              response: { 200: extensionApplicationSchema, 201: extensionApplicationSchema },
            },
          },
          async (request, reply) => {
            const userId = caller(request).userId;
            const { applicationId, created } = await createApplication(ctx, {
              userId,
              jobId: request.body.jobId,
            });
            reply.code(created ? 201 : 200);
            return getExtensionApplication(ctx.db, { userId, applicationId });
          },
        );

        guarded.post(
          '/applications/:id/plan',
          {
            bodyLimit: EXTENSION_PLAN_BODY_LIMIT_BYTES,
            schema: {
              tags,
              security: bearer,
              summary:
                'What to put in each field of the form you have open, from your own facts only',
              params,
              body: planBodySchema,
              response: { 200: planResponseSchema },
            },
          },
          async (request) =>
            planExtensionFill(ctx, { ...own(request), fields: request.body.fields }),
        );

        guarded.post(
          '/applications/:id/answers',
          {
            schema: {
              tags,
              security: bearer,
              summary: 'Save your answers to questions the form asked (to your answer bank)',
              params,
              body: extensionAnswersBodySchema,
            },
          },
          async (request, reply) => {
            await loadOwnApplication(ctx.db, own(request));
            await rememberAnswers(ctx.db, {
              userId: caller(request).userId,
              answers: request.body.answers.map(({ question, value }) => ({
                question,
                answer: value,
              })),
            });
            return reply.code(204).send();
          },
        );

        guarded.post(
          '/applications/:id/receipt',
          {
            bodyLimit: EXTENSION_RECEIPT_BODY_LIMIT_BYTES,
            schema: {
              tags,
              security: bearer,
              summary:
                'The page confirmed your Submit: record the receipt; the application is submitted',
              params,
              body: extensionReceiptBodySchema,
              response: { 200: extensionReceiptResponseSchema },
            },
          },
          async (request) =>
            recordExtensionReceipt(ctx, { ...own(request), receipt: request.body }),
        );
      };
      await scope.register(withToken);
    };
    await app.register(api, { prefix: EXTENSION_API_PREFIX });
  };
