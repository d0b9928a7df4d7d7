/**
 * Text PostgreSQL refuses or that no person means to type: NUL and the other C0 control
 * characters (tab, newline and carriage return are text), and lone UTF-16 surrogates (a
 * half of an emoji; `jsonb` refuses them). Requests carrying them are refused at the HTTP
 * boundary; files and feeds are cleaned with `cleanText`
 * (docs/decisions/031-input-boundary-and-fuzzing.md).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS_ALL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export type UnsafeText = 'control' | 'surrogate';

/** Why the text cannot be stored as it is, or null when it can. */
export function unsafeTextIn(text: string): UnsafeText | null {
  if (CONTROL_CHARACTERS.test(text)) return 'control';
  if (!text.isWellFormed()) return 'surrogate';
  return null;
}

export const unsafeTextMessages: Record<UnsafeText, string> = {
  control: 'Remove the invisible control characters from this field.',
  surrogate: 'This field has a broken character (half of an emoji or symbol). Retype it.',
};

/** The text without control characters (tab, newline and CR kept) and lone surrogates. */
export function cleanText(text: string): string {
  if (unsafeTextIn(text) === null) return text;
  return text.replace(CONTROL_CHARACTERS_ALL, '').replace(LONE_SURROGATES, '');
}

/** Deeper than any real file, feed or event nests; what lies below is dropped (null). */
const MAX_DEPTH = 64;

/**
 * Every string in a JSON-like value (object keys too), cleaned; other values unchanged, and
 * anything nested deeper than MAX_DEPTH replaced by null (a hostile payload cannot overflow the
 * stack). The value itself comes back when nothing needed cleaning (the common case: ingestion
 * calls this on every posting).
 */
export function cleanStrings<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (!value || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return null as T;
  if (Array.isArray(value)) {
    const cleaned = value.map((item) => cleanStrings(item, depth + 1));
    return (cleaned.some((item, i) => item !== value[i]) ? cleaned : value) as T;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const cleanKey = cleanText(key);
    const cleanItem = cleanStrings(item, depth + 1);
    if (cleanKey !== key || cleanItem !== item) changed = true;
    return [cleanKey, cleanItem] as const;
  });
  return (changed ? Object.fromEntries(entries) : value) as T;
}
