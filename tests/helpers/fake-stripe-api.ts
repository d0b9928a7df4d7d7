import {
  eventObject,
  type FakeCheckoutSession,
  type FakeCustomer,
  type FakeEvent,
  type FakeSubscription,
  itemObject,
  type Json,
  list,
  newId,
  nowSeconds,
  subscriptionObject,
} from './fake-stripe-objects.ts';
import type { FormObject, FormValue } from './stripe-form.ts';

/** The fake's records: what Stripe would hold for one sandbox account. */
export interface FakeStripeState {
  baseUrl: string;
  customers: Map<string, FakeCustomer>;
  checkoutSessions: Map<string, FakeCheckoutSession>;
  subscriptions: Map<string, FakeSubscription>;
  /** Newest last. GET /v1/events answers newest first, like Stripe. */
  events: FakeEvent[];
  /** Price ids Stripe knows; empty means every `price_…` id is accepted. */
  prices: Set<string>;
}

export class StripeApiError extends Error {
  readonly status: number;
  readonly body: { error: Json };
  constructor(
    status: number,
    error: { type: string; message: string; code?: string; param?: string },
  ) {
    super(error.message);
    this.status = status;
    this.body = {
      error: {
        ...error,
        doc_url: error.code ? `https://stripe.com/docs/error-codes/${error.code}` : undefined,
      },
    };
  }
}

const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });

const invalid = (param: string, message: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    param,
    message,
  });

const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);

function find<T>(map: Map<string, T>, kind: string, id: string, param?: string): T {
  const found = map.get(id);
  if (!found) throw missing(kind, id, param);
  return found;
}

export function recordEvent(state: FakeStripeState, event: FakeEvent): FakeEvent {
  state.events.push(event);
  return event;
}

function paginate<T extends { id: string }>(items: T[], query: FormObject, url: string) {
  const limit = Math.min(Math.max(Number(text(query.limit) ?? 10), 1), 100);
  const after = text(query.starting_after);
  const start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
  const page = items.slice(start, start + limit);
  return list(page, url, start + limit < items.length);
}

function expandSession(state: FakeStripeState, session: FakeCheckoutSession, query: FormObject) {
  const { line_items: _lineItems, ...visible } = session;
  const expand = Array.isArray(query.expand) ? query.expand : [];
  if (expand.includes('subscription') && session.subscription)
    return { ...visible, subscription: state.subscriptions.get(session.subscription) ?? null };
  return visible;
}

type Handler = (
  state: FakeStripeState,
  params: string[],
  body: FormObject,
  query: FormObject,
) => unknown;

/** Method + path pattern → handler. The path groups become `params`. */
export const routes: [string, RegExp, Handler][] = [
  [
    'POST',
    /^\/v1\/customers$/,
    (state, _p, body) => {
      const customer: FakeCustomer = {
        id: newId('cus'),
        object: 'customer',
        created: nowSeconds(),
        email: text(body.email) ?? null,
        name: text(body.name) ?? null,
        livemode: false,
        metadata: (body.metadata as Record<string, string>) ?? {},
      };
      state.customers.set(customer.id, customer);
      return customer;
    },
  ],
  [
    'GET',
    /^\/v1\/customers\/([^/]+)$/,
    (state, [id = '']) => find(state.customers, 'customer', id),
  ],
  [
    'POST',
    /^\/v1\/checkout\/sessions$/,
    (state, _p, body) => {
      if (!text(body.mode)) throw invalid('mode', 'Missing required param: mode.');
      if (!text(body.success_url))
        throw invalid('success_url', 'Missing required param: success_url.');
      const customer = text(body.customer);
      if (customer) find(state.customers, 'customer', customer, 'customer');
      const lineItems = (Array.isArray(body.line_items) ? body.line_items : []) as FormObject[];
      if (body.mode === 'subscription' && lineItems.length === 0)
        throw invalid(
          'line_items',
          'You must provide at least one recurring price in `subscription` mode when using prices.',
        );
      for (const [index, item] of lineItems.entries()) {
        const price = text(item.price) ?? '';
        if (state.prices.size > 0 ? !state.prices.has(price) : !price.startsWith('price_'))
          throw missing('price', price, `line_items[${index}][price]`);
      }
      const id = newId('cs_test');
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: text(body.mode) ?? 'subscription',
        client_reference_id: text(body.client_reference_id) ?? null,
        customer: customer ?? null,
        customer_email: text(body.customer_email) ?? null,
        subscription: null,
        status: 'open',
        payment_status: 'unpaid',
        // Stripe fills `{CHECKOUT_SESSION_ID}` only when it redirects the browser; the stored URL keeps it.
        success_url: text(body.success_url) ?? null,
        cancel_url: text(body.cancel_url) ?? null,
        url: `${state.baseUrl}/checkout/${id}`,
        created: nowSeconds(),
        expires_at: nowSeconds() + 24 * 60 * 60,
        livemode: false,
        metadata: (body.metadata as Record<string, string>) ?? {},
        line_items: lineItems.map((item) => ({
          price: text(item.price) ?? '',
          quantity: Number(text(item.quantity) ?? 1),
        })),
      };
      state.checkoutSessions.set(id, session);
      return expandSession(state, session, {});
    },
  ],
  [
    'GET',
    /^\/v1\/checkout\/sessions\/([^/]+)$/,
    (state, [id = ''], _b, query) =>
      expandSession(state, find(state.checkoutSessions, 'checkout.session', id), query),
  ],
  [
    'GET',
    /^\/v1\/subscriptions$/,
    (state, _p, _b, query) => {
      const status = text(query.status);
      const customer = text(query.customer);
      // Without `status`, Stripe lists every subscription that has not ended.
      const ended = ['canceled', 'incomplete_expired'];
      const matching = [...state.subscriptions.values()]
        .filter((sub) => !customer || sub.customer === customer)
        .filter((sub) =>
          status === 'all' ? true : status ? sub.status === status : !ended.includes(sub.status),
        )
        .sort((a, b) => b.created - a.created);
      return paginate(matching, query, '/v1/subscriptions');
    },
  ],
  [
    'GET',
    /^\/v1\/subscriptions\/([^/]+)$/,
    (state, [id = '']) => find(state.subscriptions, 'subscription', id),
  ],
  [
    'POST',
    /^\/v1\/subscriptions\/([^/]+)$/,
    (state, [id = ''], body) => {
      const sub = find(state.subscriptions, 'subscription', id);
      if (sub.status === 'canceled')
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          message: `A canceled subscription can only update its cancellation_details and metadata.`,
        });
      const previous: Json = {};
      if (typeof body.cancel_at_period_end === 'string') {
        previous.cancel_at_period_end = sub.cancel_at_period_end;
        sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
        sub.cancel_at = sub.cancel_at_period_end
          ? (sub.items.data[0]?.current_period_end ?? null)
          : null;
      }
      const items = Array.isArray(body.items) ? (body.items as FormObject[]) : [];
      const newPrice = text(items[0]?.price);
      if (newPrice) {
        previous.items = structuredClone(sub.items);
        const end = sub.items.data[0]?.current_period_end ?? nowSeconds();
        sub.items.data = [itemObject(sub.id, newPrice, end)];
      }
      if (body.metadata) sub.metadata = body.metadata;
      recordEvent(state, eventFor('customer.subscription.updated', sub, previous));
      return sub;
    },
  ],
  ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (state, [id = '']) => cancelNow(state, id)],
  [
    'POST',
    /^\/v1\/billing_portal\/sessions$/,
    (state, _p, body) => {
      const customer = text(body.customer);
      if (!customer) throw invalid('customer', 'Missing required param: customer.');
      find(state.customers, 'customer', customer, 'customer');
      const id = newId('bps');
      return {
        id,
        object: 'billing_portal.session',
        configuration: 'bpc_default',
        created: nowSeconds(),
        customer,
        flow: null,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: text(body.return_url) ?? null,
        url: `${state.baseUrl}/portal/${id}`,
      };
    },
  ],
  [
    'GET',
    /^\/v1\/events$/,
    (state, _p, _b, query) => {
      const type = text(query.type);
      const created = (query.created ?? {}) as FormObject;
      const gte = Number(text(created.gte) ?? 0);
      const events = [...state.events]
        .reverse()
        .filter((event) => (!type || event.type === type) && event.created >= gte);
      return paginate(events, query, '/v1/events');
    },
  ],
  [
    'GET',
    /^\/v1\/events\/([^/]+)$/,
    (state, [id = '']) => {
      const event = state.events.find((candidate) => candidate.id === id);
      if (!event) throw missing('event', id);
      return event;
    },
  ],
];

/** An event about a subscription; `previous_attributes` only when something changed. */
export const eventFor = (type: string, sub: FakeSubscription, previous?: Json) =>
  eventObject(type, sub, previous && Object.keys(previous).length > 0 ? previous : undefined);

/** Immediate cancellation: what DELETE /v1/subscriptions/:id and a final failed retry do. */
export function cancelNow(state: FakeStripeState, id: string): FakeSubscription {
  const sub = find(state.subscriptions, 'subscription', id);
  const previous = { status: sub.status };
  const now = nowSeconds();
  Object.assign(sub, { status: 'canceled', canceled_at: now, ended_at: now });
  recordEvent(state, eventFor('customer.subscription.deleted', sub, previous));
  return sub;
}

export function startSubscription(
  state: FakeStripeState,
  input: { customer: string; priceId: string; periodEnd?: number },
): FakeSubscription {
  const sub = subscriptionObject(input);
  state.subscriptions.set(sub.id, sub);
  recordEvent(state, eventFor('customer.subscription.created', sub));
  return sub;
}
