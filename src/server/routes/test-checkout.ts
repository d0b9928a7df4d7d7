import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { cancelTestCheckout } from '../../core/billing/cancel-test-checkout.ts';
import { completeTestCheckout } from '../../core/billing/complete-test-checkout.ts';
import { getTestCheckout } from '../../core/billing/get-test-checkout.ts';
import {
  testCheckoutParamsSchema,
  testCheckoutPayInputSchema,
  testCheckoutRedirectSchema,
  testCheckoutSessionSchema,
} from '../../shared/schemas/billing.ts';
import { requireUser } from '../plugins/session.ts';

const tags = ['billing'];

/** The built-in test checkout (docs/decisions/007); every route answers 404 outside test mode. */
export const testCheckoutRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/test-checkout/:id',
      {
        schema: {
          tags,
          params: testCheckoutParamsSchema,
          response: { 200: testCheckoutSessionSchema },
        },
      },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        return getTestCheckout(ctx, { sessionId: request.params.id, userId: user.id });
      },
    );

    app.post(
      '/api/test-checkout/:id/pay',
      {
        schema: {
          tags,
          params: testCheckoutParamsSchema,
          body: testCheckoutPayInputSchema,
          response: { 200: testCheckoutRedirectSchema },
        },
      },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        return completeTestCheckout(ctx, {
          sessionId: request.params.id,
          userId: user.id,
          cardNumber: request.body.cardNumber,
        });
      },
    );

    app.post(
      '/api/test-checkout/:id/cancel',
      {
        schema: {
          tags,
          params: testCheckoutParamsSchema,
          response: { 200: testCheckoutRedirectSchema },
        },
      },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        return cancelTestCheckout(ctx, { sessionId: request.params.id, userId: user.id });
      },
    );
  };
