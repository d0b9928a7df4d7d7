import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes, toOpenApiPath } from '../helpers/registered-routes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface Operation {
  description?: string;
  requestBody?: { content?: Record<string, { schema?: { type?: string; properties?: object } }> };
  responses?: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

/**
 * POST routes that deliberately read no body (the session cookie says everything). A new POST
 * route either documents its body or is added here on purpose.
 */
const POST_ROUTES_WITHOUT_BODY = new Set([
  '/api/auth/sign-out',
  '/api/auth/resend-verification',
  '/api/billing/portal',
  '/api/billing/cancel',
  '/api/test-checkout/:id/cancel',
  '/api/admin/ingestion-runs',
  '/api/app/match-runs',
  '/api/app/learned-preferences/reset',
  '/api/app/packages/:id/regenerate',
  '/api/app/applications/:id/approve',
  '/api/app/applications/:id/withdraw',
  '/api/app/applications/:id/retry',
  '/api/app/extension/pairing-codes',
  '/api/app/applications/:id/receipt/reveal',
  '/api/app/tracker/items/:id/prep/answers/:questionId/model-feedback',
  '/api/app/notifications/:id/read',
  '/api/app/notifications/read-all',
  // RFC 8058: the mail provider's form body says nothing the signed token does not.
  '/api/digest/unsubscribe',
]);

/** POST routes whose body is a raw uploaded file (not JSON); each says so in its description. */
const POST_ROUTES_WITH_FILE_BODY = new Set(['/api/app/profile/import']);

const DOCUMENT_URL = '/api/openapi.json';
const isApiRoute = (url: string) =>
  (url.startsWith('/api/') && url !== DOCUMENT_URL) || url === '/healthz' || url === '/readyz';

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: DOCUMENT_URL });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  doc = response.json();
});
afterAll(() => t.close());

/** Routes as `METHOD url`; HEAD is Fastify's automatic twin of each GET. */
function apiRoutes(): { method: string; url: string }[] {
  return registeredRoutes(t.app).filter(
    (route) => isApiRoute(route.url) && route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document with info and paths', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(typeof doc.paths).toBe('object');
  });

  it('documents every API route the app registers, with its method', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(5);
    const undocumented = routes
      .filter((route) => !doc.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(undocumented).toEqual([]);
  });

  it('documents only routes that exist (no static files, no stale entries)', () => {
    const registered = new Set(apiRoutes().map((route) => `${route.method} ${route.url}`));
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const extra = documented.filter((entry) => !registered.has(entry.replace(/\{(\w+)\}/g, ':$1')));
    expect(extra).toEqual([]);
  });

  it('documents the JSON request body of every POST route that takes one', () => {
    const problems: string[] = [];
    for (const route of apiRoutes().filter((r) => r.method === 'POST')) {
      const operation = doc.paths[toOpenApiPath(route.url)]?.post;
      const schema = operation?.requestBody?.content?.['application/json']?.schema;
      if (POST_ROUTES_WITH_FILE_BODY.has(route.url)) {
        if (!/raw file/i.test(operation?.description ?? ''))
          problems.push(`${route.url} does not describe its file body`);
      } else if (POST_ROUTES_WITHOUT_BODY.has(route.url)) {
        if (operation?.requestBody) problems.push(`${route.url} documents a body it ignores`);
      } else if (schema?.type !== 'object' || !schema.properties) {
        problems.push(`${route.url} has no documented JSON object body`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents at least one response for every operation', () => {
    const missing = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => Object.keys(operation.responses ?? {}).length === 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
