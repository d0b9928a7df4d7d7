import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handledStripeEventTypes } from '../../src/core/billing/handle-stripe-event.ts';
import { testModePriceCatalog as prices } from '../../src/core/billing/price-catalog.ts';
import { users } from '../../src/db/schema/index.ts';
import { cookieHeader, sameOrigin, signUpUser } from '../helpers/accounts.ts';
import { postAs, startCheckout } from '../helpers/billing.ts';
import { eventObject } from '../helpers/fake-stripe-objects.ts';
import {
  describeRequest,
  encodeAny,
  type FuzzRequest,
  type OpenApiDocument,
  requestArb,
} from '../helpers/fuzz-requests.ts';
import { mutatedValue, nastyString, nastyValue } from '../helpers/fuzz-values.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import {
  createStripeTestApp,
  type StripeTestApp,
  WEBHOOK_SECRET,
} from '../helpers/stripe-test-app.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';
import { testDatabaseKind } from '../helpers/test-database.ts';

/**
 * Every route in the app's own OpenAPI document gets RUNS generated requests (valid-shaped
 * bodies and queries with one or two places broken: control characters, lone surrogates, huge
 * strings, deep nesting, wrong types, missing and extra fields, odd paths and query strings),
 * mostly signed in as an entitled admin, some signed out. None may answer 5xx
 * (docs/decisions/031-input-boundary-and-fuzzing.md). Seeded: a failure names its seed and
 * request, and rerunning replays it.
 */
/**
 * 200 requests per route over the suite: when both databases run, 100 on each with a seed of its
 * own, so the two runs send different requests instead of the same ones twice (decision 031).
 */
const RUNS = process.env.TEST_DATABASE_URL ? 100 : 200;
const SEED = 31_031 + (testDatabaseKind === 'postgres' ? 1 : 0);
const ADMIN_EMAIL = 'fuzz-admin@example.test';
const PASSWORD = 'a long and unusual fuzzing passphrase';
const FILE_UPLOAD = 'POST /api/app/profile/import';
const WEBHOOK = 'POST /api/stripe/webhook';

interface Failure {
  route: string;
  status: number;
  request: string;
  body: string;
}

async function send(app: FastifyInstance, request: FuzzRequest, cookie: string) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (request.signedIn) headers.cookie = cookie;
  if (request.contentType) headers['content-type'] = request.contentType;
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    remoteAddress: request.remoteAddress,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

async function openApiOf(app: FastifyInstance): Promise<OpenApiDocument> {
  return (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}

const operationsOf = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
      route: `${method.toUpperCase()} ${path}`,
    })),
  );

/** Resume files: JSON Resume documents with broken strings, and bytes that are no format. */
const resumeFileArb = fc
  .oneof(
    {
      weight: 3,
      arbitrary: fc
        .record({
          basics: fc.record({ name: nastyString, email: nastyString, summary: nastyString }),
          work: fc.array(fc.record({ name: nastyString, position: nastyValue }), { maxLength: 3 }),
          skills: fc.array(fc.record({ name: nastyString }), { maxLength: 3 }),
        })
        .map((resume) => Buffer.from(JSON.stringify(resume))),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)) },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 500 })
        .map((bytes) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(bytes)])),
    },
  )
  .map((payload) => ({ contentType: 'application/octet-stream', payload }));

describe('every route, fuzzed', () => {
  let t: TestApp;
  let cookie = '';
  const knownIds: string[] = [randomUUID()];

  async function signIn() {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: sameOrigin,
      payload: { email: ADMIN_EMAIL, password: PASSWORD },
    });
    if (response.statusCode === 200) {
      cookie = cookieHeader(response.headers['set-cookie']);
      return;
    }
    // The account is gone (a fuzzed request deleted it): make it again.
    const user = await signUpUser(t.app, ADMIN_EMAIL, PASSWORD);
    const session = await startCheckout(t.app, user, prices.pro);
    await postAs(t.app, user, `/api/test-checkout/${session.id}/pay`, {
      cardNumber: '4242424242424242',
    });
    cookie = user.cookie;
    await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.email, ADMIN_EMAIL));
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    await signIn();
    // Admin routes want a verified address; the mail round trip is tested elsewhere.
    await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.email, ADMIN_EMAIL));
    const id = `fuzz-${randomUUID()}`;
    await insertJobs(t.ctx.db, [jobRow(id, 'fuzz')]);
    const other = await signUpUser(t.app);
    const session = await startCheckout(t.app, other, prices.basic);
    const source = await postAs(t.app, { cookie, userId: '', email: '' }, '/api/admin/sources', {
      source: 'greenhouse:fuzz',
    });
    knownIds.push(id, session.id, String(source.json().id ?? 1));
  }, 120_000);
  afterAll(() => t.close());

  it('answers no request with a 5xx', { timeout: 600_000 }, async () => {
    const operations = operationsOf(await openApiOf(t.app));
    expect(operations.length).toBeGreaterThan(40);
    const failures: Failure[] = [];
    const counts: Record<string, number> = {};
    for (const { method, path, operation, route } of operations) {
      if (route === WEBHOOK) continue; // fuzzed below, on an app in Stripe mode
      const requests = fc.sample(
        requestArb(method, path, operation, {
          knownIds,
          ...(route === FILE_UPLOAD ? { body: resumeFileArb } : {}),
        }),
        { numRuns: RUNS, seed: SEED },
      );
      const started = performance.now();
      for (const request of requests) {
        const response = await send(t.app, request, cookie);
        if (response.statusCode >= 500) {
          failures.push({
            route,
            status: response.statusCode,
            request: describeRequest(request),
            body: response.body.slice(0, 300),
          });
        }
      }
      counts[route] = requests.length;
      // FUZZ_TIMES=1 prints each route's time, to find what makes the suite slow.
      if (process.env.FUZZ_TIMES) console.info(route, Math.round(performance.now() - started));
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      if (!me.json().user) await signIn();
    }
    const firstPerRoute = [...new Map(failures.map((f) => [f.route, f])).values()];
    if (firstPerRoute.length) console.error('first failing request per route', firstPerRoute);
    expect(firstPerRoute).toEqual([]);
    expect(Object.values(counts).every((count) => count >= RUNS)).toBe(true);
  });
});

describe('the Stripe webhook, fuzzed', () => {
  let s: StripeTestApp;
  beforeAll(async () => {
    s = await createStripeTestApp();
  }, 120_000);
  afterAll(() => s.close());

  it('is in the document of an app in Stripe mode', async () => {
    const routes = operationsOf(await openApiOf(s.app)).map((operation) => operation.route);
    expect(routes).toContain(WEBHOOK);
  });

  it('refuses unsigned or garbage deliveries with a 4xx', { timeout: 300_000 }, async () => {
    const delivery = fc.record({
      body: fc.oneof(
        nastyValue.map((value) => JSON.stringify(value) ?? ''),
        mutatedValue(undefined).map((value) => JSON.stringify(value) ?? ''),
      ),
      signature: fc.option(fc.oneof(nastyString, fc.constant('t=1,v1=00')), { nil: undefined }),
    });
    const statuses = new Set<number>();
    for (const { body, signature } of fc.sample(delivery, { numRuns: RUNS, seed: SEED })) {
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature !== undefined ? { 'stripe-signature': encodeAny(signature) } : {}),
        },
        payload: body,
      });
      statuses.add(response.statusCode);
      if (response.statusCode >= 500 || response.statusCode < 400)
        throw new Error(`${response.statusCode} for ${JSON.stringify(body.slice(0, 300))}`);
    }
    expect([...statuses].every((status) => status >= 400 && status < 500)).toBe(true);
  });

  it('acknowledges correctly signed events of unexpected shape with a 2xx', {
    timeout: 300_000,
  }, async () => {
    const eventArb = fc.record({
      type: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...handledStripeEventTypes) },
        { weight: 1, arbitrary: nastyString },
      ),
      object: mutatedValue({
        type: 'object',
        properties: {
          id: { type: 'string' },
          customer: { type: 'string' },
          client_reference_id: { type: 'string' },
          subscription: { type: 'string' },
        },
      }),
      envelope: fc.option(
        fc.record({ key: fc.constantFrom('id', 'created', 'data'), bad: nastyValue }),
      ),
    });
    for (const { type, object, envelope } of fc.sample(eventArb, { numRuns: RUNS, seed: SEED })) {
      const event = eventObject(String(type), {});
      // Set after eventObject, whose structuredClone would overflow on the deepest objects.
      event.data = { object: object as never };
      if (envelope) (event as Record<string, unknown>)[envelope.key] = envelope.bad;
      const response = await s.deliver(event);
      if (response.statusCode < 200 || response.statusCode >= 300)
        throw new Error(
          `${response.statusCode} ${response.body} for ${JSON.stringify(event).slice(0, 400)}`,
        );
    }
    expect(WEBHOOK_SECRET).toBeTruthy();
  });
});
