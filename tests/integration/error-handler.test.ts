import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, httpStatusByCode } from '../../src/core/app-error.ts';
import { createApp } from '../../src/server/app.ts';
import { clientDistDir } from '../../src/server/client-dist-dir.ts';
import { type ErrorCode, errorBodySchema, errorCodes } from '../../src/shared/errors.ts';
import { sameOrigin } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const INTERNAL_DETAIL = 'connection to 10.0.0.7 refused for user app_owner';

/** Routes that fail on purpose, added to a real app before it is ready. */
const failingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/test/crash', async () => {
    throw new Error(INTERNAL_DETAIL);
  });
  app.get('/api/test/throw-non-error', async () => {
    throw { detail: INTERNAL_DETAIL };
  });
  app.get('/api/test/library-4xx', async () => {
    throw Object.assign(new Error(INTERNAL_DETAIL), { statusCode: 422 });
  });
  app.get(
    '/api/test/bad-response',
    { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => ({ ok: false }) as never,
  );
  app.get(
    '/api/test/app-error/:code',
    { schema: { params: z.object({ code: z.enum(errorCodes) }) } },
    async (request) => {
      const code = request.params.code;
      throw new AppError(code, `Message for ${code}.`, {
        ...(code === 'RATE_LIMITED' ? { retryAfterSeconds: 42 } : {}),
        ...(code === 'VALIDATION_FAILED' ? { fieldErrors: { email: ['Enter an e-mail.'] } } : {}),
      });
    },
  );
};

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  // A second app on the same context: createTestApp's own is already ready and takes no routes.
  app = await createApp(t.ctx);
  await app.register(failingRoutes);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const errorLogs = () =>
  t.logLines
    .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { stack?: string } })
    .filter((entry) => entry.level >= 50);

describe('unexpected exceptions', () => {
  it.each([
    ['/api/test/crash', true],
    ['/api/test/throw-non-error', false],
    ['/api/test/bad-response', true],
  ])('%s → 500 INTERNAL without internals in the body, and logged', async (url, thrownIsError) => {
    const logged = errorLogs().length;
    const response = await get(url);
    expect(response.statusCode).toBe(500);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('INTERNAL');
    expect(body.message).toBeTruthy();
    expect(Object.keys(response.json())).toEqual(['code', 'message']);
    expect(response.body).not.toContain('10.0.0.7');
    expect(response.body).not.toMatch(/stack|\.ts:\d+|at /i);
    expect(response.headers['cache-control']).toBe('no-store');
    const newErrors = errorLogs().slice(logged);
    expect(newErrors).toHaveLength(1);
    expect(newErrors[0]?.msg).toBe('unhandled error');
    if (thrownIsError) expect(newErrors[0]?.err?.stack).toBeTruthy();
  });

  it('logs the internal detail, so the 500 can be investigated', async () => {
    await get('/api/test/crash');
    expect(errorLogs().some((entry) => entry.err?.stack?.includes(INTERNAL_DETAIL))).toBe(true);
  });

  it("keeps a library's 4xx a 4xx, without its internal message", async () => {
    const response = await get('/api/test/library-4xx');
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    expect(response.body).not.toContain('10.0.0.7');
  });
});

describe('AppError', () => {
  it.each(errorCodes)('%s → its status from the code table and its own message', async (code) => {
    const response = await get(`/api/test/app-error/${code}`);
    expect(response.statusCode).toBe(httpStatusByCode[code]);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      code,
      message: `Message for ${code}.`,
    });
  });

  it('the table gives the statuses clients rely on', () => {
    const expected: Partial<Record<ErrorCode, number>> = {
      VALIDATION_FAILED: 400,
      UNAUTHENTICATED: 401,
      INVALID_CREDENTIALS: 401,
      CSRF_REJECTED: 403,
      NOT_FOUND: 404,
      PAYLOAD_TOO_LARGE: 413,
      RATE_LIMITED: 429,
      INTERNAL: 500,
    };
    expect(httpStatusByCode).toMatchObject(expected);
  });

  it('passes field errors and Retry-After through', async () => {
    const invalid = await get('/api/test/app-error/VALIDATION_FAILED');
    expect(invalid.json().fieldErrors).toEqual({ email: ['Enter an e-mail.'] });
    const limited = await get('/api/test/app-error/RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe('42');
  });
});

describe('not found', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/api/auth/sign-up'],
    ['POST', '/api/nothing-here'],
    ['DELETE', '/api/me'],
    ['GET', '/api/'],
    ['GET', '/no-such-file.js'],
    ['POST', '/main-app/dashboard'],
  ])('%s %s → 404 NOT_FOUND as JSON', async (method, url) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: method === 'GET' ? {} : sameOrigin,
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBodySchema.parse(response.json()).code).toBe('NOT_FOUND');
  });

  it.skipIf(!existsSync(`${clientDistDir}/index.html`))(
    'a page path gets the client index.html, so deep links load the app',
    async () => {
      const response = await get('/main-app/dashboard');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toMatch(/<div id="root"|<!doctype html>/i);
    },
  );
});
