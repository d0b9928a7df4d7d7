import type { z } from 'zod';
import { type ErrorCode, errorBodySchema } from '../../shared/errors.ts';
import { paths } from './paths.ts';

/** Codes the server sends, plus the one the browser adds when the server cannot be reached. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

const UNREACHABLE = "We couldn't reach Hireloop. Check your connection and try again.";
const SERVER_FAILED = 'Something went wrong on our side. Please try again in a moment.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, code: ApiErrorCode, message: string, fieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Parses the success body; requests without one (204, 202) leave it out. */
  schema?: z.ZodType<T>;
};

/**
 * The one way the client talks to the API. Requests are relative, so they stay same-origin
 * (the server refuses state-changing requests from other origins) and carry the HttpOnly
 * session cookie. Every failure becomes an ApiError with a message fit to show as it is.
 */
export async function apiRequest<T = void>(path: string, options: RequestOptions<T> = {}) {
  const { method = 'GET', body, schema } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', UNREACHABLE);
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (error.code === 'SUBSCRIPTION_REQUIRED') sendToPlanChoice();
    throw error;
  }
  if (!schema) return undefined as T;
  return schema.parse(await response.json());
}

/**
 * The server refuses the main app's API to accounts without a usable subscription (402). A full
 * page load of /subscribe, not a client-side move: the cached account still says "entitled", and
 * the reload reads it afresh, so the main app cannot send the user straight back.
 */
function sendToPlanChoice() {
  if (window.location.pathname !== paths.subscribe) window.location.assign(paths.subscribe);
}

async function toApiError(response: Response) {
  if (response.status >= 500) return new ApiError(response.status, 'INTERNAL', SERVER_FAILED);
  const parsed = errorBodySchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return new ApiError(response.status, 'INTERNAL', SERVER_FAILED);
  const { code, message, fieldErrors } = parsed.data;
  return new ApiError(response.status, code, message, fieldErrors);
}

/** A message for any thrown value, for the rare place that may see a non-API error. */
export function errorMessage(error: unknown) {
  return error instanceof ApiError ? error.message : SERVER_FAILED;
}
