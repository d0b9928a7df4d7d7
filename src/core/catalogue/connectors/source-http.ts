import type { z } from 'zod';
import type { FetchContext, SourceKind } from '../connector-contract.ts';

/** Keys some sources take in the query string never reach logs or the admin page. */
export function redactSecrets(url: string): string {
  return url.replace(/([?&](?:app_key|api_key|app_id|key)=)[^&]*/gi, '$1…');
}

/** A source failed: the run records the message for this source and goes on with the others. */
export class SourceError extends Error {
  readonly kind: SourceKind;
  /** The HTTP status when the source answered with an error. */
  readonly status: number | undefined;

  constructor(kind: SourceKind, url: string, message: string, status?: number) {
    super(`${kind} ${redactSecrets(url)}: ${message}`);
    this.name = 'SourceError';
    this.kind = kind;
    this.status = status;
  }
}

/**
 * JSON.parse that keeps integers beyond Number.MAX_SAFE_INTEGER as their exact digits (a string),
 * using the reviver's source text (Node ≥ 21) — some boards' ids would otherwise be rounded.
 */
export function parseJsonKeepingBigIds(text: string): unknown {
  const reviver = (_key: string, value: unknown, context?: { source?: string }) =>
    typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)
      ? (context?.source ?? String(value))
      : value;
  return JSON.parse(text, reviver as (key: string, value: unknown) => unknown);
}

export async function fetchText(
  context: FetchContext,
  kind: SourceKind,
  url: string,
  init?: RequestInit,
): Promise<string> {
  let response: Response;
  let body: string;
  try {
    response = await context.fetch(url, init);
    body = await response.text();
  } catch (error) {
    if (context.signal?.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new SourceError(kind, url, `request failed (${reason})`);
  }
  if (!response.ok) {
    throw new SourceError(
      kind,
      url,
      `HTTP ${response.status} ${response.statusText}`.trim(),
      response.status,
    );
  }
  return body;
}

export function parsePayload<Schema extends z.ZodType>(
  kind: SourceKind,
  url: string,
  schema: Schema,
  payload: unknown,
): z.output<Schema> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new SourceError(kind, url, `malformed payload (${issues})`);
}

export async function fetchJson<Schema extends z.ZodType>(
  context: FetchContext,
  kind: SourceKind,
  url: string,
  schema: Schema,
  init?: RequestInit,
): Promise<z.output<Schema>> {
  const headers = new Headers(init?.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const text = await fetchText(context, kind, url, { ...init, headers });
  let payload: unknown;
  try {
    payload = parseJsonKeepingBigIds(text);
  } catch {
    throw new SourceError(kind, url, 'malformed payload (not JSON)');
  }
  return parsePayload(kind, url, schema, payload);
}

/** Production origin unless a test points the source at a local server. */
export function originFor(baseUrl: string | undefined, production: string): string {
  return (baseUrl ?? production).replace(/\/+$/, '');
}
