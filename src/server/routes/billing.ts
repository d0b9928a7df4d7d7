import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { cancelSubscription } from '../../core/billing/cancel-subscription.ts';
import { createCheckoutSession } from '../../core/billing/create-checkout-session.ts';
import { createPortalSession } from '../../core/billing/create-portal-session.ts';
import { getSubscriptionSummary } from '../../core/billing/get-subscription-summary.ts';
import { verifyCheckoutSession } from '../../core/billing/verify-checkout-session.ts';
import { planFeatureLines, plans } from '../../shared/plans.ts';
import {
  checkoutSessionResponseSchema,
  createCheckoutSessionInputSchema,
  plansResponseSchema,
  portalSessionResponseSchema,
  subscriptionSummarySchema,
  verifySubscriptionInputSchema,
  verifySubscriptionResponseSchema,
} from '../../shared/schemas/billing.ts';
import { requireUser } from '../plugins/session.ts';

const tags = ['billing'];

/** Spec §7 calls 1 and 2 (paths as the spec's client uses them) and the account page's billing. */
export const billingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/plans',
      { schema: { tags, response: { 200: plansResponseSchema } } },
      async () => ({
        mode: ctx.billing.provider.mode,
        plans: plans.map((plan) => ({
          ...plan,
          features: planFeatureLines(plan),
          priceId: ctx.billing.catalog[plan.id],
        })),
      }),
    );

    app.post(
      '/api/create-checkout-session',
      {
        schema: {
          tags,
          body: createCheckoutSessionInputSchema,
          response: { 200: checkoutSessionResponseSchema },
        },
      },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        const body = request.body;
        return createCheckoutSession(ctx, {
          sessionUser: user,
          priceId: body.priceId,
          userId: body.userId,
          userEmail: body.userEmail,
          successUrl: body.success_url,
          cancelUrl: body.cancel_url,
        });
      },
    );

    app.post(
      '/api/verify-subscription',
      {
        schema: {
          tags,
          body: verifySubscriptionInputSchema,
          response: { 200: verifySubscriptionResponseSchema },
        },
      },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        return verifyCheckoutSession(ctx, { sessionUserId: user.id, ...request.body });
      },
    );

    app.get(
      '/api/billing/subscription',
      { schema: { tags, response: { 200: subscriptionSummarySchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        return getSubscriptionSummary(ctx, { userId: user.id });
      },
    );

    app.post(
      '/api/billing/portal',
      { schema: { tags, response: { 200: portalSessionResponseSchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        return createPortalSession(ctx, { userId: user.id });
      },
    );

    app.post(
      '/api/billing/cancel',
      { schema: { tags, response: { 200: subscriptionSummarySchema } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        return cancelSubscription(ctx, { userId: user.id });
      },
    );
  };
