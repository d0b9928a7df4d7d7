import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/**
 * Stripe object shapes for the pinned API version (the SDK's own `Stripe.API_VERSION`), trimmed
 * to the fields a subscription integration reads but with Stripe's names, nesting and null-vs-
 * absent choices. Timestamps are Unix seconds, like Stripe's.
 */
export type Json = Record<string, unknown>;

export const FAKE_API_VERSION = Stripe.API_VERSION;
export const DAY_SECONDS = 24 * 60 * 60;
export const MONTH_SECONDS = 30 * DAY_SECONDS;

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface FakeCustomer extends Json {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Record<string, string>;
}

export interface FakeSubscriptionItem extends Json {
  id: string;
  price: Json & { id: string };
  current_period_start: number;
  current_period_end: number;
}

export interface FakeSubscription extends Json {
  id: string;
  object: 'subscription';
  customer: string;
  status: Stripe.Subscription.Status;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  items: { object: 'list'; data: FakeSubscriptionItem[]; has_more: boolean; url: string };
}

export interface FakeCheckoutSession extends Json {
  id: string;
  object: 'checkout.session';
  mode: string;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  /** Not part of Stripe's session object unless expanded; kept to build the subscription. */
  line_items: { price: string; quantity: number }[];
}

export interface FakeEvent extends Json {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: Json; previous_attributes?: Json };
}

export const list = <T>(data: T[], url: string, hasMore = false) => ({
  object: 'list' as const,
  data,
  has_more: hasMore,
  url,
});

export function priceObject(id: string): Json & { id: string } {
  return {
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    livemode: false,
    product: `prod_${id.replace(/^price_/, '')}`,
    recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
    type: 'recurring',
    unit_amount: 1900,
  };
}

export function subscriptionObject(input: {
  customer: string;
  priceId: string;
  periodEnd?: number;
}): FakeSubscription {
  const id = newId('sub');
  const now = nowSeconds();
  return {
    id,
    object: 'subscription',
    customer: input.customer,
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    created: now,
    start_date: now,
    billing_cycle_anchor: now,
    collection_method: 'charge_automatically',
    currency: 'usd',
    latest_invoice: null,
    livemode: false,
    metadata: {},
    items: list(
      [itemObject(id, input.priceId, input.periodEnd ?? now + MONTH_SECONDS)],
      '/v1/subscription_items',
    ),
  };
}

export function itemObject(subscriptionId: string, priceId: string, periodEnd: number) {
  return {
    id: newId('si'),
    object: 'subscription_item',
    created: nowSeconds(),
    current_period_start: periodEnd - MONTH_SECONDS,
    current_period_end: periodEnd,
    metadata: {},
    price: priceObject(priceId),
    quantity: 1,
    subscription: subscriptionId,
  };
}

/** Basil and later: no `invoice.subscription`; the link is `parent.subscription_details`. */
export function invoiceObject(subscription: FakeSubscription, paid: boolean): Json {
  const item = subscription.items.data[0];
  return {
    id: newId('in'),
    object: 'invoice',
    customer: subscription.customer,
    status: paid ? 'paid' : 'open',
    billing_reason: 'subscription_cycle',
    amount_due: 1900,
    amount_paid: paid ? 1900 : 0,
    amount_remaining: paid ? 0 : 1900,
    attempt_count: 1,
    attempted: true,
    currency: 'usd',
    livemode: false,
    period_start: item?.current_period_start ?? null,
    period_end: item?.current_period_end ?? null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: {} },
    },
    lines: list(
      [
        {
          id: newId('il'),
          object: 'line_item',
          amount: 1900,
          pricing: { type: 'price_details', price_details: { price: item?.price.id } },
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: {
              subscription: subscription.id,
              subscription_item: item?.id,
            },
          },
        },
      ],
      '/v1/invoices/lines',
    ),
  };
}

export function eventObject(type: string, object: Json, previous?: Json): FakeEvent {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: FAKE_API_VERSION,
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    // A snapshot: later changes to the fake's records must not rewrite events already sent.
    data: structuredClone(previous ? { object, previous_attributes: previous } : { object }),
  };
}
