import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { flushPendingMail } from '../../src/core/mail/deliver-in-background.ts';
import { authAccounts, sessions, users, verifications } from '../../src/db/schema/index.ts';
import { BODY_LIMIT_BYTES } from '../../src/server/app.ts';
import { errorBodySchema } from '../../src/shared/errors.ts';
import {
  EXTENSION_API_PREFIX,
  EXTENSION_PLAN_BODY_LIMIT_BYTES,
  EXTENSION_RECEIPT_BODY_LIMIT_BYTES,
} from '../../src/shared/schemas/extension.ts';
import { sameOrigin, uniqueEmail } from '../helpers/accounts.ts';
import { registeredRoutes, toOpenApiPath } from '../helpers/registered-routes.ts';
import { createTestApp, TEST_ORIGIN } from '../helpers/test-app.ts';

/**
 * The issue "missing fields, wrong types, oversized bodies, odd unicode: 4xx with field errors,
 * no 500, nothing stored", checked on every route the app registers. Routes and their fields are
 * read from the app itself (router + OpenAPI document), so a new route is covered unedited.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  enum?: unknown[];
  format?: string;
  examples?: unknown[];
  example?: unknown;
  anyOf?: JsonSchema[];
  nullable?: boolean;
  oneOf?: JsonSchema[];
}
interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
}

const t = await createTestApp();
afterAll(() => t.close());

const openApi = (
  await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
).json() as OpenApiDocument;
const routes = registeredRoutes(t.app);
const withSampleParams = (url: string) => url.replace(/:\w+/g, 'sample-id');

const postRoutes = routes
  .filter((route) => route.method === 'POST' && route.url.startsWith('/api/'))
  .map((route) => ({
    url: withSampleParams(route.url),
    body: openApi.paths[toOpenApiPath(route.url)]?.post?.requestBody?.content['application/json']
      ?.schema,
  }));
const postRoutesWithBody = postRoutes.flatMap((route) =>
  route.body?.properties ? [{ url: route.url, body: route.body }] : [],
);
const postRoutesWithoutBody = postRoutes.filter((route) => !route.body?.properties);
const getRoutes = routes.filter(
  (route) =>
    route.method === 'GET' &&
    (route.url.startsWith('/api/') || route.url === '/healthz' || route.url === '/readyz'),
);

async function storedRows() {
  // A sign-up writes its confirmation token with the mail, after answering: count once it has.
  await flushPendingMail();
  const [userCount, sessionCount, authAccountCount, verificationCount] = await Promise.all([
    t.ctx.db.$count(users),
    t.ctx.db.$count(sessions),
    t.ctx.db.$count(authAccounts),
    t.ctx.db.$count(verifications),
  ]);
  return {
    users: userCount,
    sessions: sessionCount,
    authAccounts: authAccountCount,
    verifications: verificationCount,
  };
}

interface RawBody {
  payload?: string;
  contentType?: string;
}

function post(url: string, body: RawBody, remoteAddress?: string) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (body.payload !== undefined) headers['content-type'] = body.contentType ?? 'application/json';
  return t.app.inject({ method: 'POST', url, headers, payload: body.payload, remoteAddress });
}
const json = (value: unknown): RawBody => ({ payload: JSON.stringify(value) });

/**
 * What to expect of a refusal: `fields` must be named in `fieldErrors`. A `mayBeValid` value is
 * one the field could legitimately hold (a sign-in password is checked as typed), so a refusal
 * by the business rule (401, 429...) is fine too; only a validation refusal must name the field.
 */
interface Expected {
  fields?: string[];
  mayBeValid?: boolean;
}

/** Why `response` is not a proper refusal (4xx, error body, field errors), or undefined. */
function refusalProblem(response: LightMyRequestResponse, expected: Expected = {}) {
  if (response.statusCode < 400 || response.statusCode >= 500)
    return `status ${response.statusCode}: ${response.body.slice(0, 200)}`;
  return errorBodyProblem(response, expected);
}

function errorBodyProblem(response: LightMyRequestResponse, expected: Expected = {}) {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${response.statusCode} without a JSON body: ${response.body.slice(0, 200)}`;
  }
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return `${response.statusCode} with a body that is not an error body`;
  if (expected.mayBeValid && parsed.data.code !== 'VALIDATION_FAILED') return undefined;
  const missing = (expected.fields ?? []).filter((field) => !parsed.data.fieldErrors?.[field]);
  if (missing.length > 0)
    return `${response.statusCode} without field errors for ${missing.join(', ')}: ${response.body}`;
  return undefined;
}

/** Answered without a 5xx; an error answer has the error body. For routes that take no body. */
function handledProblem(response: LightMyRequestResponse) {
  if (response.statusCode >= 500) return `status ${response.statusCode}: ${response.body}`;
  return response.statusCode >= 400 ? errorBodyProblem(response) : undefined;
}

/** A body that would pass the documented schema, so one bad field is the only thing wrong. */
function plausibleBody(schema: JsonSchema): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    body[field] = plausibleValue(field, property);
  }
  return body;
}

function plausibleValue(field: string, schema: JsonSchema): unknown {
  // A field whose pattern no generic text meets documents an example of its own.
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  if (schema.format === 'uri') return 'https://example.test/jobs/1';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.type === 'boolean') return true;
  if (schema.type === 'number' || schema.type === 'integer') return schema.minimum ?? 1;
  if (schema.type === 'array') return [];
  if (schema.type === 'object') return plausibleBody(schema);
  if (/email/i.test(field)) return uniqueEmail('bad-input');
  // The same text for every field, so `password` and `confirmPassword` agree.
  const text = 'Plausible value 0123456789 abcdef';
  return text.slice(0, Math.min(text.length, schema.maxLength ?? text.length));
}

const wrongTypes: [string, unknown][] = [
  ['zero', 0],
  ['negative number', -1],
  ['fraction', 3.5],
  ['huge number', 1e300],
  ['empty array', []],
  ['array of text', ['a@example.test']],
  ['empty object', {}],
  ['object', { nested: 'value' }],
  ['null', null],
  ['true', true],
  ['false', false],
  ['text', 'text'],
];
const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
/** The JSON types a schema admits: each branch of a union, and null where OpenAPI 3.0 says `nullable`. */
const typesOf = (schema: JsonSchema): string[] => [
  ...[schema.type ?? []].flat(),
  ...(schema.nullable ? ['null'] : []),
  ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf),
];
const isOfType = (value: unknown, schema: JsonSchema) => {
  const types = typesOf(schema);
  const actual = typeOf(value);
  return types.includes(actual) || (actual === 'number' && types.includes('integer'));
};

/** Characters that pass through JSON but trip up text handling (bidi spoofing, storage, hashing). */
const oddCharacters: [string, string][] = [
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', '\udc00'],
  ['a right-to-left override', '\u202eevil\u202c'],
  ['a right-to-left mark', '\u200f'],
  ['a zero-width joiner', '\u200d'],
  ['a byte order mark', '\ufeff'],
  ['an emoji', '🎉'],
  ['NUL', '\u0000'],
];
const outOfBoundsStrings: [string, string][] = [
  ['empty', ''],
  ['10k characters', 'a'.repeat(10_000)],
  ['10k emoji', '🎉'.repeat(5_000)],
];
const oddStrings: [string, string][] = [
  ['blank', '   '],
  ['NUL inside', 'a\u0000b'],
  ...oddCharacters,
];

const unreadableBodies: [string, RawBody][] = [
  ['truncated JSON', { payload: '{"email":' }],
  ['single-quoted JSON', { payload: "{'email': 'a@example.test'}" }],
  ['trailing comma', { payload: '{"email":"a@example.test",}' }],
  ['two documents', { payload: '{}{}' }],
  ['NaN', { payload: 'NaN' }],
  ['bare NUL', { payload: '\u0000' }],
  ['__proto__ key', { payload: '{"__proto__":{"isAdmin":true}}' }],
  ['constructor.prototype key', { payload: '{"constructor":{"prototype":{"isAdmin":true}}}' }],
  [
    'multipart',
    {
      contentType: 'multipart/form-data; boundary=x',
      payload:
        '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.test\r\n--x--\r\n',
    },
  ],
  ['form-urlencoded', { contentType: 'application/x-www-form-urlencoded', payload: 'email=a' }],
  ['XML', { contentType: 'application/xml', payload: '<email>a@example.test</email>' }],
];

const notAnObject: [string, RawBody][] = [
  ['no body', {}],
  ['empty JSON body', { payload: '' }],
  ['JSON array', json([])],
  ['JSON string', json('a@example.test')],
  ['JSON number', json(42)],
  ['JSON null', json(null)],
  ['JSON true', json(true)],
  ['text/plain', { contentType: 'text/plain', payload: 'email=a@example.test' }],
];

/** Routes that take more than the app's limit, as they declare it. */
const largerBodyLimits: Record<string, number> = {
  [`${EXTENSION_API_PREFIX}/applications/sample-id/plan`]: EXTENSION_PLAN_BODY_LIMIT_BYTES,
  [`${EXTENSION_API_PREFIX}/applications/sample-id/receipt`]: EXTENSION_RECEIPT_BODY_LIMIT_BYTES,
};
const oversizedFor = (url: string) =>
  json({ padding: 'x'.repeat(largerBodyLimits[url] ?? BODY_LIMIT_BYTES) });

const anyJson = fc.jsonValue({ maxDepth: 3 });
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
);

/** Addresses our schema accepts (fc.emailAddress() mostly uses characters it refuses). */
const plainEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}$/), fc.stringMatching(/^[a-z0-9]{1,12}$/))
  .map(([local, domain]) => `${local}@${domain}.test`);
const anyEmail = fc.oneof(
  plainEmail,
  plainEmail.map((email) => ` ${email.toUpperCase()}\t`),
  fc.emailAddress(),
);

/** Mostly values of the right type and length (with any characters), sometimes anything. */
function valueAround(field: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  const bounds = { minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 200 };
  const near = /email/i.test(field)
    ? anyEmail
    : schema.type === 'string' && !schema.enum
      ? fc.oneof(
          fc.string({ unit: 'binary', ...bounds }),
          fc.string({ unit: 'grapheme', ...bounds }),
        )
      : fc.constant(plausibleValue(field, schema));
  return fc.oneof({ arbitrary: near, weight: 4 }, anyText, anyJson);
}

/** Records around the real field names: all or some of them, plus unknown extra keys. */
function bodyAround(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const model = Object.fromEntries(properties.map(([field, p]) => [field, valueAround(field, p)]));
  const allFields = fc.record(model);
  const someFields = fc.record(model, { requiredKeys: [] });
  return fc
    .tuple(
      fc.oneof({ arbitrary: allFields, weight: 3 }, someFields),
      fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 3 }),
      fc.integer({ min: 0, max: 3 }),
    )
    .map(([known, extra, dice]) => {
      const body: Record<string, unknown> = { ...extra, ...known };
      // A confirmation that matches most of the time, or the deeper paths are never reached.
      if (dice > 0 && 'confirmPassword' in body) body.confirmPassword = body.password;
      return body;
    });
}

it('finds the routes to check', () => {
  expect(postRoutesWithBody.map((route) => route.url)).toEqual(
    expect.arrayContaining(['/api/auth/sign-up', '/api/auth/sign-in']),
  );
});

describe.each(postRoutesWithBody)('POST $url', ({ url, body: schema }) => {
  const fields = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];

  /** Sends every case, then checks each answer and that no account data was stored. */
  async function expectAllRefused(cases: [string, RawBody, Expected][]) {
    const before = await storedRows();
    const problems: string[] = [];
    for (const [label, body, expected] of cases) {
      const problem = refusalProblem(await post(url, body), expected);
      if (problem) problems.push(`${label}: ${problem}`);
    }
    expect(problems).toEqual([]);
    expect(await storedRows()).toEqual(before);
  }

  it('refuses a missing or non-object body', async () => {
    await expectAllRefused(notAnObject.map(([label, body]) => [label, body, {}]));
  });

  it('names every required field when the object lacks them', async () => {
    await expectAllRefused([
      ['{}', json({}), { fields: required }],
      [
        'only unknown fields',
        json({ unexpected: 'x', isAdmin: true, role: 'admin' }),
        { fields: required },
      ],
    ]);
  });

  it('names the field that has the wrong type', async () => {
    const cases: [string, RawBody, Expected][] = [];
    for (const field of fields) {
      const property = schema.properties?.[field] ?? {};
      for (const [label, value] of wrongTypes) {
        if (isOfType(value, property)) continue;
        cases.push([
          `${field} = ${label}`,
          json({ ...plausibleBody(schema), [field]: value }),
          { fields: [field] },
        ]);
      }
    }
    await expectAllRefused(cases);
  });

  it('names the field that holds an empty or oversized string', async () => {
    const cases: [string, RawBody, Expected][] = [];
    for (const field of fields) {
      for (const [label, value] of outOfBoundsStrings) {
        const body = json({ ...plausibleBody(schema), [field]: value });
        cases.push([`${field} = ${label}`, body, { fields: [field] }]);
      }
    }
    await expectAllRefused(cases);
  });

  it('refuses odd unicode alone in a field, by name when it fails validation', async () => {
    const cases: [string, RawBody, Expected][] = [];
    for (const field of fields) {
      for (const [label, value] of oddStrings) {
        const body = json({ ...plausibleBody(schema), [field]: value });
        cases.push([`${field} = ${label}`, body, { fields: [field], mayBeValid: true }]);
      }
    }
    await expectAllRefused(cases);
  });

  it('refuses bodies it cannot read (bad JSON, prototype keys, other content types)', async () => {
    await expectAllRefused(unreadableBodies.map(([label, body]) => [label, body, {}]));
  });

  it('never answers 5xx to arbitrary JSON, nor stores anything when it refuses', async () => {
    await fc.assert(
      // Random client addresses keep the per-address rate limits from hiding the deeper paths.
      fc.asyncProperty(fc.oneof(anyJson, bodyAround(schema)), fc.ipV4(), async (body, ip) => {
        const before = await storedRows();
        const response = await post(url, json(body), ip);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(errorBodyProblem(response)).toBeUndefined();
          expect(await storedRows()).toEqual(before);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe.each(postRoutes)('POST $url', ({ url }) => {
  it('answers 413 PAYLOAD_TOO_LARGE to a body over its limit (64 KiB unless it says more)', async () => {
    const response = await post(url, oversizedFor(url));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe.each(postRoutesWithoutBody)('POST $url (takes no body)', ({ url }) => {
  it('ignores or refuses any body, never with a 5xx', async () => {
    const before = await storedRows();
    const problems: string[] = [];
    for (const [label, raw] of [...notAnObject, ['object', json({ isAdmin: true })] as const]) {
      const problem = handledProblem(await post(url, raw));
      if (problem) problems.push(`${label}: ${problem}`);
    }
    for (const [label, raw] of unreadableBodies) {
      const problem = refusalProblem(await post(url, raw));
      if (problem) problems.push(`${label}: ${problem}`);
    }
    expect(problems).toEqual([]);
    expect(await storedRows()).toEqual(before);
  });
});

describe.each(getRoutes)('GET $url with odd query strings', ({ url }) => {
  it('never answers 500', async () => {
    const queries = [
      `x=${'a'.repeat(10_000)}`,
      'intent=%00&token=%00',
      'intent[]=a&intent[]=b&intent=login',
      'intent=%E2%80%AE%F0%9F%8E%89',
      'broken=%E0%A4%A&%=%',
      'code=&state=&error=',
    ];
    const problems: string[] = [];
    for (const query of queries) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${withSampleParams(url)}?${query}`,
      });
      const problem =
        response.statusCode === 500
          ? `500: ${response.body}`
          : response.statusCode >= 400
            ? errorBodyProblem(response)
            : undefined;
      if (problem) problems.push(`${query.slice(0, 40)}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('input that passes validation', () => {
  it('ignores fields a client may not set (no mass assignment)', async () => {
    const email = uniqueEmail('extra-fields');
    const password = 'a long and unusual passphrase';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: sameOrigin,
      payload: {
        email,
        password,
        confirmPassword: password,
        id: 'chosen-id',
        emailVerified: true,
        subscriptionStatus: 'active',
        planLevel: 'enterprise',
        profileComplete: true,
      },
    });
    expect(response.statusCode).toBe(202);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      email,
      emailVerified: false,
      subscriptionStatus: 'inactive',
      planLevel: 'none',
      profileComplete: false,
    });
    expect(row?.id).not.toBe('chosen-id');
  });

  it('answers concurrent sign-ups for one address alike, makes one account, never a 500', async () => {
    const email = uniqueEmail('race');
    const password = 'a long and unusual passphrase';
    const responses = await Promise.all(
      ['10.9.0.1', '10.9.0.2', '10.9.0.3', '10.9.0.4', '10.9.0.5'].map((remoteAddress) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          headers: sameOrigin,
          payload: { email, password, confirmPassword: password },
          remoteAddress,
        }),
      ),
    );
    // Every one gets the same answer, a taken address included (decision 033); one account is made.
    for (const response of responses) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ ok: true });
    }
    expect(await t.ctx.db.$count(users, eq(users.email, email))).toBe(1);
  });

  it.each(oddCharacters)(
    'a password with %s inside is refused by name or works for sign-in',
    async (_label, odd) => {
      const email = uniqueEmail('odd-password');
      const password = `odd ${odd} but long enough`;
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: sameOrigin,
        payload: { email, password, confirmPassword: password },
      });
      if (signUp.statusCode !== 202) {
        expect(refusalProblem(signUp, { fields: ['password'] })).toBeUndefined();
        return;
      }
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: sameOrigin,
        payload: { email, password },
      });
      expect(signIn.statusCode).toBe(200);
    },
  );
});

it('logged no unhandled error while answering all of the above', () => {
  const errors = t.logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
  expect(errors).toEqual([]);
});
