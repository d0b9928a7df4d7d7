/**
 * A local stand-in for api.stripe.com, speaking Stripe's REST protocol for the pinned API version
 * (the SDK's `Stripe.API_VERSION`) so the real stripe-node SDK can be pointed at it. Nothing leaves
 * 127.0.0.1.
 *
 *   const stripe = await startFakeStripe();            // { secretKey?, prices? }
 *   env: STRIPE_SECRET_KEY=stripe.secretKey, STRIPE_API_URL=stripe.url
 *
 * Protocol: form-encoded bodies with `a[b][c]=` nesting; `Authorization: Bearer <secretKey>` (any
 * other key → 401 with Stripe's error shape); `Idempotency-Key` on POST (same key and same body →
 * the saved first response with `Idempotent-Replayed: true`; same key, other body → 400
 * `idempotency_error`); lists `{object:'list', data, has_more, url}` with `limit`/`starting_after`;
 * errors `{error:{type, message, code?, param?}}`.
 *
 * Endpoints: POST/GET /v1/customers(/:id); POST/GET /v1/checkout/sessions(/:id) (GET accepts
 * `expand[]=subscription`); GET /v1/subscriptions (`customer`, `status`, default: not ended);
 * GET/POST/DELETE /v1/subscriptions/:id (`cancel_at_period_end`, `items[0][price]`);
 * POST /v1/billing_portal/sessions; GET /v1/events(/:id) (`type`, `created[gte]`). API calls that
 * change a subscription record the event Stripe would send (see `events`).
 * Browser pages: GET /checkout/:id shows a pay button; POST /checkout/:id completes the session
 * (as `completeCheckout`), delivers its events to `options.webhook` when given, and redirects to
 * the success URL with `{CHECKOUT_SESSION_ID}` filled in, as Stripe does.
 *
 * Test controls (each changes the fake's state the way Stripe would and returns the event Stripe
 * would send; events are also appended to `events`):
 * - `completeCheckout(sessionId, {periodEnd?})` → `checkout.session.completed`: creates the
 *   customer if the session had none and an active subscription whose items.data[0] carries
 *   price.id and current_period_end (on the item since API 2025-03-31).
 * - `setSubscriptionStatus(id, status, {periodEnd?})` → `customer.subscription.updated`
 *   (`customer.subscription.deleted` for 'canceled', as Stripe sends).
 * - `changePrice(id, priceId)`, `setCancelAtPeriodEnd(id, flag)` → `customer.subscription.updated`.
 * - `invoiceEvent(type, subscriptionId)` → an `invoice.*` event in the basil shape
 *   (`invoice.parent.subscription_details.subscription`, `invoice.customer`);
 *   `invoice.payment_failed` also moves an active subscription to past_due and `invoice.paid`
 *   a past_due/unpaid one back to active, as Stripe's retries do.
 * - `createSubscription({customerId?, email?, priceId, periodEnd?})` seeds without Checkout.
 * - `failNext(status, {times?, retryable?})`: the next API request(s) fail with Stripe's error
 *   shape (500 → api_error, 402 → card_error, 429 → rate_limit_error, others invalid_request_error);
 *   they send `Stripe-Should-Retry: false` unless `retryable`, so the SDK surfaces them at once.
 *   Injected failures are not saved under an idempotency key (they "fail before the endpoint runs").
 * - `signedDelivery(event, secret, {pretty?, timestamp?})` → `{payload, headers}` for the webhook.
 * - `requests` logs every request (method, path, parsed query/body, idempotency key, version,
 *   status); `close()` stops the server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeStripeState, routes, StripeApiError } from './fake-stripe-api.ts';
import { type FakeStripeControls, fakeStripeControls } from './fake-stripe-controls.ts';
import { FAKE_API_VERSION, newId } from './fake-stripe-objects.ts';
import { type FormObject, parseStripeForm } from './stripe-form.ts';

export interface FakeStripeRequest {
  method: string;
  path: string;
  query: FormObject;
  body: FormObject;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  status: number;
}

export interface FakeStripe extends FakeStripeState, FakeStripeControls {
  url: string;
  secretKey: string;
  apiVersion: string;
  requests: FakeStripeRequest[];
  failNext(status: number, options?: { times?: number; retryable?: boolean }): void;
  close(): Promise<void>;
}

const errorTypes: Record<number, string> = { 402: 'card_error', 429: 'rate_limit_error' };

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': newId('req'),
    'stripe-version': FAKE_API_VERSION,
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function authError(header: string | undefined): StripeApiError | undefined {
  const key = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  if (!key)
    return new StripeApiError(401, {
      type: 'invalid_request_error',
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    });
  return new StripeApiError(401, {
    type: 'invalid_request_error',
    message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
  });
}

export async function startFakeStripe(
  options: {
    secretKey?: string;
    prices?: string[];
    webhook?: { url: string; secret: string };
  } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${newId('fake')}`;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const saved = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const failures: { status: number; retryable: boolean }[] = [];
  const fake = {} as FakeStripe;
  const state: FakeStripeState = {
    baseUrl: url,
    customers: new Map(),
    checkoutSessions: new Map(),
    subscriptions: new Map(),
    events: [],
    prices: new Set(options.prices ?? []),
  };

  const controls = fakeStripeControls(state);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const target = new URL(req.url ?? '/', url);
    const method = req.method ?? 'GET';
    const entry: FakeStripeRequest = {
      method,
      path: target.pathname,
      query: parseStripeForm(target.search.slice(1)),
      body: parseStripeForm(raw),
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      stripeVersion: req.headers['stripe-version'] as string | undefined,
      status: 0,
    };
    const reply = (status: number, body: unknown, headers?: Record<string, string>) => {
      entry.status = status;
      send(res, status, body, headers);
    };
    if (!target.pathname.startsWith('/v1/')) return browserPage(method, target, res);
    fake.requests.push(entry);
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      const error = authError(req.headers.authorization) as StripeApiError;
      return reply(error.status, error.body);
    }
    const failure = failures.shift();
    if (failure) {
      const type =
        errorTypes[failure.status] ??
        (failure.status >= 500 ? 'api_error' : 'invalid_request_error');
      return reply(
        failure.status,
        { error: { type, message: `Injected failure (${failure.status}).` } },
        failure.retryable ? {} : { 'stripe-should-retry': 'false' },
      );
    }
    const key = method === 'POST' ? entry.idempotencyKey : undefined;
    const fingerprint = `${method} ${target.pathname} ${raw}`;
    const previous = key ? saved.get(key) : undefined;
    if (previous && previous.fingerprint !== fingerprint)
      return reply(400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
    if (previous) return reply(previous.status, previous.body, { 'idempotent-replayed': 'true' });
    const route = routes.find(([m, pattern]) => m === method && pattern.test(target.pathname));
    let status = 200;
    let body: unknown;
    try {
      if (!route)
        throw new StripeApiError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${target.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        });
      const params = (route[1].exec(target.pathname) ?? []).slice(1);
      body = structuredClone(route[2](state, params, entry.body, entry.query));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = error.body;
    }
    // Stripe saves a result once the endpoint ran; a request that failed validation is not saved.
    if (key && status !== 400) saved.set(key, { fingerprint, status, body });
    reply(status, body);
  }

  async function browserPage(method: string, target: URL, res: ServerResponse) {
    const id = /^\/checkout\/([^/]+)$/.exec(target.pathname)?.[1] ?? '';
    const session = state.checkoutSessions.get(id);
    if (!session)
      return send(res, 404, { error: { type: 'invalid_request_error', message: 'Not found' } });
    if (method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1><form method="post"><button type="submit">Pay</button></form>`,
      );
    }
    const before = state.events.length;
    if (session.status === 'open') controls.completeCheckout(id);
    if (options.webhook) {
      for (const event of state.events.slice(before)) {
        const delivery = controls.signedDelivery(event, options.webhook.secret);
        await fetch(options.webhook.url, {
          method: 'POST',
          headers: delivery.headers,
          body: delivery.payload,
        });
      }
    }
    res.writeHead(303, {
      location: (session.success_url ?? url).replace('{CHECKOUT_SESSION_ID}', id),
    });
    res.end();
  }

  server.on('request', (req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, 500, { error: { type: 'api_error', message: String(error) } }),
    );
  });

  Object.assign(fake, state, {
    url,
    secretKey,
    apiVersion: FAKE_API_VERSION,
    requests: [],
    ...controls,
    failNext(status: number, opts: { times?: number; retryable?: boolean } = {}) {
      for (let i = 0; i < (opts.times ?? 1); i += 1)
        failures.push({ status, retryable: Boolean(opts.retryable) });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return fake;
}
