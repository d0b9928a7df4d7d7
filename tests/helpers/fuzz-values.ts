import fc from 'fast-check';

/** The part of JSON Schema the app's OpenAPI document uses (zod's own output). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  nullable?: boolean;
}

/** Strings PostgreSQL refuses, or that have broken parsers and limits before. */
const knownBadStrings = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u000b\u000c\u001b\u001f\u007f',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u2028\u2029\ufeff\u200b',
  '',
  ' ',
  'null',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1e400',
  'NaN',
  '0000-00-00',
  '0000-01-01',
  '99999-12-31',
  '2024-02-30',
  '-infinity',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '../../etc/passwd',
  '%00',
  "'; drop table users; --",
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  'ﬀ İ ß Σ 𝔘𝔫𝔦',
];

/** Any UTF-16 code unit, lone surrogates included (fc.string never makes those). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...knownBadStrings) },
  { weight: 3, arbitrary: fc.string({ unit: codeUnit, maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\u0007', '\ud83d', '\u001f'))
      .map(([text, bad]) => `${text}${bad}${text}`),
  },
  { weight: 1, arbitrary: fc.integer({ min: 201, max: 70_000 }).map((n) => 'x'.repeat(n)) },
);

/** Nested arrays or objects deep enough to hurt a recursive walk. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 20, max: 3000 }), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = '\u0000';
    for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
    return value;
  });

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53 + 2,
      -1e308,
      [],
      {},
    ),
  },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 4 }) },
);

const validDates = ['2024-05-31', '2000-01-01', '1999-12-31'];

/** A value of the schema's shape: what a well-behaved client would send. */
export function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => validValue(option, depth + 1)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date') return fc.constantFrom(...validDates);
      if (schema.format === 'date-time') return fc.constant('2024-05-31T10:00:00.000Z');
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri') return fc.webUrl();
      return fc.string({
        minLength: Math.min(schema.minLength ?? 0, 12),
        maxLength: Math.max(Math.min(schema.maxLength ?? 40, 40), schema.minLength ?? 0),
      });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validValue(value, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], into: Path[] = []): Path[] {
  into.push(path);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) pathsOf(item, [...path, i], into);
  } else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], into);
  return into;
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

function deleteAt(value: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  const parent = path.slice(0, -1);
  const last = path[path.length - 1] as string | number;
  const paths = pathsOf(value);
  if (!paths.some((p) => p.join('\u0001') === parent.join('\u0001'))) return value;
  let target: unknown = value;
  for (const key of parent) target = (target as Record<string | number, unknown>)[key];
  if (Array.isArray(target)) return replaceAt(value, parent, target.toSpliced(Number(last), 1));
  const { [last]: _removed, ...rest } = target as Record<string | number, unknown>;
  return replaceAt(value, parent, rest);
}

/**
 * A valid-shaped value with one or two places broken: a field replaced by a nasty value, a field
 * removed, or an extra field added (or nothing changed, one time in eight).
 */
export function mutatedValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const mutation = fc.record({
    kind: fc.constantFrom('replace', 'replace', 'replace', 'delete', 'extra', 'none'),
    at: fc.nat(),
    bad: nastyValue,
    key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'extra'), nastyString),
  });
  return fc
    .tuple(validValue(schema), fc.array(mutation, { minLength: 1, maxLength: 2 }))
    .map(([valid, mutations]) => {
      let value = valid;
      for (const m of mutations) {
        const paths = pathsOf(value);
        const path = paths[m.at % paths.length] ?? [];
        if (m.kind === 'replace') value = replaceAt(value, path, m.bad);
        else if (m.kind === 'delete') value = deleteAt(value, path);
        else if (m.kind === 'extra' && value && typeof value === 'object' && !Array.isArray(value))
          value = { ...value, [m.key]: m.bad };
      }
      return value;
    });
}

/**
 * Percent-encodes every UTF-16 code unit, so lone surrogates travel too (encodeURIComponent
 * throws on them): a lone one goes out as its three CESU-8 bytes, which are not valid UTF-8.
 */
export function encodeAny(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}
