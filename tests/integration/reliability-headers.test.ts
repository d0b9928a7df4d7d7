import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs } from '../helpers/billing.ts';
import { type Subscriber, subscriber } from '../helpers/profile.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Checklist row "Headers" (decision 036): pages and APIs carry CSP (with frame-ancestors),
 * nosniff and a frame refusal; HSTS on an https origin; profile, EEO and export answers are
 * `Cache-Control: no-store`; the reset page sends no referrer (its address holds the token).
 * Page bodies need a client build, which tests do not make; the headers are set for every answer
 * in one hook, so they are checked here on whatever the path answers (page, or 404 without a build).
 */
const PAGES = ['/', '/privacy', '/login', '/reset-password?token=abc', '/main-app/dashboard'];
const PUBLIC_APIS = ['/api/me', '/api/plans', '/api/auth/methods', '/healthz', '/api/no-such'];
const PRIVATE_APIS = [
  '/api/app/profile',
  '/api/app/profile/eeo',
  '/api/account/export',
  '/api/billing/subscription',
];

function expectBrowserHardening(response: LightMyRequestResponse, path: string) {
  const headers = response.headers;
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, path).toContain("default-src 'self'");
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(csp, path).toContain("base-uri 'self'");
  expect(csp, path).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['x-frame-options'], path).toBe('DENY');
  expect(headers['referrer-policy'], path).toBe('no-referrer');
}

describe('security headers on an http origin (local)', () => {
  let t: TestApp;
  let user: Subscriber;
  beforeAll(async () => {
    t = await createTestApp();
    user = await subscriber(t.app);
  });
  afterAll(() => t?.close());

  it('sets CSP with frame-ancestors, nosniff, DENY and no-referrer on pages and APIs', async () => {
    for (const path of [...PAGES, ...PUBLIC_APIS]) {
      expectBrowserHardening(await getAs(t.app, undefined, path), path);
    }
    for (const path of PRIVATE_APIS) {
      const response = await getAs(t.app, user, path);
      expect(response.statusCode, path).toBe(200);
      expectBrowserHardening(response, path);
    }
  });

  it('marks every API answer no-store, signed in, signed out and on errors', async () => {
    for (const path of PRIVATE_APIS) {
      for (const who of [user, undefined]) {
        const response = await getAs(t.app, who, path);
        expect(response.statusCode, path).toBe(who ? 200 : 401);
        expect(response.headers['cache-control'], path).toBe('no-store');
      }
    }
    for (const path of PUBLIC_APIS.filter((p) => p.startsWith('/api/'))) {
      expect((await getAs(t.app, user, path)).headers['cache-control'], path).toBe('no-store');
    }
  });

  it('sends no HSTS over plain http (a browser ignores it there, and localhost must stay usable)', async () => {
    const response = await getAs(t.app, undefined, '/api/me');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers on an https origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_ORIGIN: 'https://hireloop.example' } });
  });
  afterAll(() => t?.close());

  it('adds HSTS for a year, with subdomains, on pages, APIs and errors', async () => {
    for (const path of [...PAGES, ...PUBLIC_APIS, ...PRIVATE_APIS]) {
      const response = await getAs(t.app, undefined, path);
      expectBrowserHardening(response, path);
      const hsts = String(response.headers['strict-transport-security'] ?? '');
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
      expect(maxAge, path).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, path).toContain('includeSubDomains');
    }
  });
});
