import Stripe from 'stripe';
import { z } from 'zod';
import type { AppConfig } from '../config/load-config.ts';
import type {
  BillingProvider,
  ProviderCheckoutSession,
  ProviderSubscription,
} from './billing-provider.ts';

export type StripeSettings = Extract<AppConfig['billing'], { mode: 'stripe' }>;

/**
 * The one Stripe API version Hireloop speaks: the SDK's own, so its types describe exactly what
 * arrives. Since 2025-03-31 the billing period lives on the subscription item and invoices link
 * their subscription through `parent.subscription_details`. The webhook endpoint in the Stripe
 * dashboard must be pinned to this same version (docs/decisions/006-billing-state.md).
 */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

/** SDK options; `apiUrl` (STRIPE_API_URL) points the SDK at a local server in tests. */
export function stripeClientOptions(settings: Pick<StripeSettings, 'apiUrl'>) {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const protocol = api?.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 10_000,
    appInfo: { name: 'Hireloop' },
    ...(api
      ? { host: api.hostname, port: api.port || (protocol === 'http' ? 80 : 443), protocol }
      : {}),
  };
}

export function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>) {
  return new Stripe(settings.secretKey, stripeClientOptions(settings));
}

// Stripe's answers are parsed at the boundary: a changed API version fails loudly here, not as an
// undefined deep inside the billing rules.
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((object) => object.id)]);

const subscriptionSchema = z.object({
  id: z.string(),
  customer: idOf,
  status: z.enum([
    'active',
    'trialing',
    'past_due',
    'unpaid',
    'canceled',
    'incomplete',
    'incomplete_expired',
    'paused',
  ]),
  cancel_at_period_end: z.boolean(),
  created: z.number(),
  items: z.object({
    data: z.array(
      z.object({
        price: z.object({ id: z.string() }),
        current_period_end: z.number().nullish(),
      }),
    ),
  }),
});

const checkoutSessionSchema = z.object({
  id: z.string(),
  client_reference_id: z.string().nullable(),
  customer: idOf.nullable(),
  subscription: idOf.nullable(),
  status: z.enum(['open', 'complete', 'expired']).nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
});

const seconds = (value: number) => new Date(value * 1000);

export function toProviderSubscription(raw: unknown): ProviderSubscription {
  const subscription = subscriptionSchema.parse(raw);
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: subscription.customer,
    status: subscription.status,
    priceId: item?.price.id ?? null,
    currentPeriodEnd: item?.current_period_end ? seconds(item.current_period_end) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    created: seconds(subscription.created),
  };
}

function toProviderCheckoutSession(raw: unknown): ProviderCheckoutSession {
  const session = checkoutSessionSchema.parse(raw);
  return {
    id: session.id,
    clientReferenceId: session.client_reference_id,
    customerId: session.customer,
    subscriptionId: session.subscription,
    status: session.status ?? 'open',
    paymentStatus: session.payment_status,
  };
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';

/** The BillingProvider over the official SDK. Only constructed when STRIPE_SECRET_KEY is set. */
export function createStripeProvider(settings: StripeSettings): BillingProvider {
  const stripe = createStripeClient(settings);
  return {
    mode: 'stripe',
    async createCustomer({ userId, email }) {
      const customer = await stripe.customers.create({ email, metadata: { userId } });
      return customer.id;
    },
    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },
    async retrieveCheckoutSession(id) {
      try {
        return toProviderCheckoutSession(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async listCustomerSubscriptions(customerId) {
      const list = stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
      const all = await list.autoPagingToArray({ limit: 1000 });
      return all.map(toProviderSubscription);
    },
    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },
    async cancelSubscription({ subscriptionId, atPeriodEnd }) {
      // At period end the user keeps what they paid for; Stripe sends `deleted` when it ends.
      if (atPeriodEnd) {
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      } else {
        await stripe.subscriptions.cancel(subscriptionId);
      }
    },
  };
}
