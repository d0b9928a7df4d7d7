import { APICallError } from 'ai';

/** Longer than this and the rules text is kept instead of holding a worker (decision 054). */
export const MAX_RETRY_AFTER_MS = 30_000;

/**
 * How long to wait before trying a failed call again, or null when it must not be retried: only
 * 408, 409, 429 and 5xx answers are (the AI SDK's `isRetryable`). A Retry-After (or OpenAI's
 * retry-after-ms) is obeyed; one longer than MAX_RETRY_AFTER_MS means give up now.
 */
export function retryDelayMs(error: unknown, attempt: number, baseMs: number): number | null {
  const apiError = APICallError.isInstance(error)
    ? error
    : APICallError.isInstance((error as { cause?: unknown })?.cause)
      ? ((error as { cause: APICallError }).cause as APICallError)
      : undefined;
  if (!apiError?.isRetryable) return null;
  const told = toldDelayMs(apiError.responseHeaders ?? {});
  if (told !== undefined) return told <= MAX_RETRY_AFTER_MS ? told : null;
  return baseMs * 2 ** attempt;
}

function toldDelayMs(headers: Record<string, string>): number | undefined {
  const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
