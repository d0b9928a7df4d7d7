import type { z } from 'zod';
import type { Pairing } from '../messages.ts';

export const PAIR_AGAIN = 'Pair the extension again: open the Hireloop button in the toolbar.';

/** A refusal the user can act on; its message is shown as it is. */
export class HireloopError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.status = status;
  }
}

/** Fetches `address` + `path` as JSON and checks the answer against the contract's schema. */
export async function requestJson<T>(
  address: string,
  path: string,
  schema: z.ZodType<T>,
  init: { method?: 'GET' | 'POST'; body?: unknown; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let response: Response;
  try {
    response = await fetch(new URL(path, address), {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      // The token is the only credential: never the user's Hireloop cookies.
      credentials: 'omit',
    });
  } catch {
    throw new HireloopError(
      `Hireloop cannot be reached at ${address}. Check the address and that Hireloop is running.`,
      null,
    );
  }
  const text = await response.text();
  const json = text ? safeJson(text) : null;
  if (!response.ok) throw new HireloopError(refusalMessage(response.status, json), response.status);
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new HireloopError(
      'Hireloop answered in a way this extension does not understand: update the extension.',
      response.status,
    );
  return parsed.data;
}

/** The same, as the paired user: a 401 means the token was revoked or never valid. */
export async function requestAsUser<T>(
  pairing: Pairing | null,
  path: string,
  schema: z.ZodType<T>,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  if (!pairing) throw new HireloopError(PAIR_AGAIN, 401);
  try {
    return await requestJson(pairing.address, path, schema, { ...init, token: pairing.token });
  } catch (error) {
    if (error instanceof HireloopError && error.status === 401)
      throw new HireloopError(PAIR_AGAIN, 401);
    throw error;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function refusalMessage(status: number, body: unknown): string {
  const said =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : null;
  if (status === 429) return 'Too many tries. Wait a minute, then try again.';
  if (status >= 500) return 'Hireloop had a problem. Try again in a moment.';
  return said ?? `Hireloop refused (HTTP ${status}).`;
}
