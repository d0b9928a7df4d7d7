import fc from 'fast-check';
import {
  encodeAny,
  type JsonSchema,
  mutatedValue,
  nastyString,
  nastyValue,
  validValue,
} from './fuzz-values.ts';

export interface OpenApiParameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export { encodeAny };

export interface FuzzRequest {
  method: string;
  url: string;
  signedIn: boolean;
  contentType?: string;
  payload?: string | Buffer;
  remoteAddress: string;
}

/** Query-string tails no well-behaved client sends. */
const oddQueryTails = [
  '',
  '',
  '',
  '&%zz',
  '&a[b]=1&a[c][d]=2',
  '&=&&==',
  '&page=%00',
  '&q=%C0%80',
  '&q=%ED%A0%80',
  '&page=1&page=2',
  '&pageSize=99999999999999999999',
  '&minScore=-0',
  '&__proto__=1',
];

const stringified = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

function queryArb(parameters: OpenApiParameter[]): fc.Arbitrary<string> {
  const entries = parameters.map((parameter) =>
    fc.option(
      fc.oneof(
        validValue(parameter.schema).map(stringified),
        nastyString,
        nastyValue.map(stringified),
        fc.array(nastyString, { minLength: 2, maxLength: 3 }),
      ),
      { freq: 3 },
    ),
  );
  return fc.tuple(fc.tuple(...entries), fc.constantFrom(...oddQueryTails)).map(([values, tail]) => {
    const pairs: string[] = [];
    values.forEach((value, i) => {
      const name = encodeAny(parameters[i]?.name ?? '');
      if (value === null) return;
      for (const item of Array.isArray(value) ? value : [value])
        pairs.push(`${name}=${encodeAny(item)}`);
    });
    const query = pairs.join('&') + tail;
    return query ? `?${query.replace(/^&/, '')}` : '';
  });
}

/** A path parameter: a real id some of the time, otherwise anything. */
const pathValueArb = (knownIds: string[]) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...knownIds).map(encodeAny) },
    { weight: 4, arbitrary: nastyString.map(encodeAny) },
    { weight: 1, arbitrary: fc.constantFrom('%zz', '%00', '..%2F..%2F', '%ED%A0%80', '%C0%80') },
  );

function urlArb(path: string, operation: OpenApiOperation, knownIds: string[]) {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const queryParameters = (operation.parameters ?? []).filter((p) => p.in === 'query');
  return fc
    .tuple(
      fc.tuple(...names.map(() => pathValueArb(knownIds))),
      queryArb(queryParameters),
      fc.boolean(),
    )
    .map(([values, query, oddQuery]) => {
      let url = path;
      names.forEach((name, i) => {
        url = url.replace(`{${name}}`, values[i] || '%20');
      });
      // A route without query parameters still gets one now and then.
      return url + (query || (oddQuery ? '?x=%00&y=%ED%A0%80' : ''));
    });
}

/** A JSON body: the schema's shape mutated, or something else entirely. */
function jsonBodyArb(schema: JsonSchema | undefined): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 8, arbitrary: mutatedValue(schema).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: nastyValue.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constantFrom(undefined, '', '{', '{"a":', 'nul', '"\\ud800"') },
  );
}

const contentTypeArb = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
);

/** The generator for one route: URL, session, content type and body. */
export function requestArb(
  method: string,
  path: string,
  operation: OpenApiOperation,
  options: { knownIds: string[]; body?: fc.Arbitrary<{ contentType: string; payload: Buffer }> },
): fc.Arbitrary<FuzzRequest> {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const body: fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> =
    options.body ??
    (hasBody
      ? fc
          .tuple(contentTypeArb, jsonBodyArb(schema))
          .map(([contentType, payload]) => (payload === undefined ? {} : { contentType, payload }))
      : fc.constant({}));
  return fc
    .record({
      url: urlArb(path, operation, options.knownIds),
      signedIn: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)),
      body,
      remoteAddress: fc.ipV4(),
    })
    .map(({ url, signedIn, body: { contentType, payload }, remoteAddress }) => ({
      method,
      url,
      signedIn,
      remoteAddress,
      ...(contentType ? { contentType } : {}),
      ...(payload !== undefined ? { payload } : {}),
    }));
}

/** The request as a line of text for the failure message (long values cut). */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : Buffer.isBuffer(request.payload)
        ? ` <${request.payload.length} bytes>`
        : ` ${JSON.stringify(request.payload.slice(0, 400))}`;
  return `${request.method} ${request.url.slice(0, 400)} signedIn=${request.signedIn} ${
    request.contentType ?? ''
  }${payload}`;
}
