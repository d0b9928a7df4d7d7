import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../core/app-context.ts';
import { handleStripeEvent } from '../../core/billing/handle-stripe-event.ts';

/** Stripe's events are larger than our forms (a subscription object is a few KiB). */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * POST /api/stripe/webhook, in its own encapsulated plugin: the JSON parser here hands the route
 * the raw bytes, because the signature covers exactly those bytes, and it applies to this plugin
 * only. In test mode (no STRIPE_SECRET_KEY) the route is not registered at all and the path
 * answers 404 NOT_FOUND like any unknown path: with no webhook secret nothing could be verified,
 * and the built-in provider needs no webhooks. A 404 is also retried by Stripe, so events sent
 * to a server started without its keys are not lost once the keys are set.
 *
 * Answers: 200 for a processed, duplicate or ignored event, and for a signed event we cannot use
 * (docs/decisions/031-input-boundary-and-fuzzing.md); 400 for a bad signature (nothing written);
 * 5xx when processing failed in a way a retry could mend (the database), so Stripe retries (for
 * up to three days).
 */
export const stripeWebhookRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const billing = ctx.config.billing;
    if (billing.mode !== 'stripe') return;
    // With the SDK it needs, loaded in Stripe mode only (create-billing.ts says why).
    const { verifyStripeEvent } = await import('../../core/billing/verify-stripe-event.ts');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.post(
      '/api/stripe/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
        schema: {
          tags: ['billing'],
          summary: 'Stripe event deliveries, verified by their Stripe-Signature header',
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request) => {
        const verified = verifyStripeEvent({
          webhookSecret: billing.webhookSecret,
          payload: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: request.headers['stripe-signature'],
        });
        if (!verified.usable) {
          // Id and type only: the rest of the payload may name a person.
          request.log.warn(
            { stripeEventId: verified.id, stripeEventType: verified.type },
            'stripe event unusable; acknowledged without action',
          );
          return { received: true as const };
        }
        const { event } = verified;
        const outcome = await handleStripeEvent(ctx, event);
        request.log.info({ stripeEventId: event.id, outcome }, 'stripe event received');
        return { received: true as const };
      },
    );
  };
