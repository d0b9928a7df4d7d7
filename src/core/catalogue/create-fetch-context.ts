import type { FetchContext } from './connector-contract.ts';

export interface FetchContextOptions {
  /** Goes into the User-Agent so a board's operator can find out who we are. */
  appOrigin: string;
  fetchImpl?: typeof fetch;
  now?: () => Date;
  /** Injected so tests check the waits without waiting. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  signal?: AbortSignal;
  /** Minimum gap between two requests to one host. */
  minIntervalMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A longer Retry-After than this fails the source instead of stalling the whole run. */
  maxRetryAfterMs?: number;
  timeoutMs?: number;
}

const transientStatuses = new Set([429, 500, 502, 503, 504]);

/**
 * Milliseconds a `Retry-After` header asks us to wait: either delta-seconds or an HTTP date
 * (RFC 9110 §10.2.3). Null when absent or unreadable, so the caller falls back to its backoff.
 */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now.getTime());
}

/**
 * Some APIs (The Muse) answer an exhausted quota with 403 and `X-RateLimit-Remaining: 0` instead
 * of a 429; that is a wait, not a refusal.
 */
function isQuotaExhausted(response: Response): boolean {
  return response.status === 403 && response.headers.get('x-ratelimit-remaining')?.trim() === '0';
}

/** `X-RateLimit-Reset` as seconds to wait, or as an epoch-seconds instant (large values). */
export function rateLimitResetMs(header: string | null, now: Date): number | null {
  if (!header || !/^\d+$/.test(header.trim())) return null;
  const value = Number(header.trim());
  return value > 1e9 ? Math.max(0, value * 1000 - now.getTime()) : value * 1000;
}

export function botUserAgent(appOrigin: string): string {
  return `HireloopBot/1.0 (+${appOrigin}/bot)`;
}

export function realSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * The polite HTTP client every connector uses: honest User-Agent, one request per host per
 * `minIntervalMs`, Retry-After on 429/503, capped exponential backoff with jitter on 5xx and
 * network errors, a per-attempt timeout. After the last attempt the response is returned as is;
 * connectors turn a non-2xx into a source error.
 */
export function createFetchContext(options: FetchContextOptions): FetchContext {
  const fetchImpl = options.fetchImpl ?? fetch;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const minIntervalMs = options.minIntervalMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 4;
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 120_000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const userAgent = botUserAgent(options.appOrigin);
  const nextSlotByHost = new Map<string, number>();

  async function waitForHostSlot(host: string): Promise<void> {
    // The slot is reserved before sleeping so concurrent callers queue instead of colliding.
    const current = now().getTime();
    const slot = Math.max(current, nextSlotByHost.get(host) ?? 0);
    nextSlotByHost.set(host, slot + minIntervalMs);
    if (slot > current) await sleep(slot - current, options.signal);
  }

  function backoffMs(attempt: number): number {
    const capped = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
    return Math.round(capped / 2 + (capped / 2) * random());
  }

  async function attemptOnce(url: string, init: RequestInit | undefined): Promise<Response> {
    const headers = new Headers(init?.headers);
    if (!headers.has('user-agent')) headers.set('user-agent', userAgent);
    const signals = [AbortSignal.timeout(timeoutMs)];
    if (options.signal) signals.push(options.signal);
    if (init?.signal) signals.push(init.signal);
    return fetchImpl(url, { ...init, headers, signal: AbortSignal.any(signals) });
  }

  async function politeFetch(url: string, init?: RequestInit): Promise<Response> {
    const host = new URL(url).host;
    for (let attempt = 1; ; attempt++) {
      await waitForHostSlot(host);
      let response: Response;
      try {
        response = await attemptOnce(url, init);
      } catch (error) {
        if (options.signal?.aborted || attempt >= maxAttempts) throw error;
        await sleep(backoffMs(attempt), options.signal);
        continue;
      }
      const throttled = isQuotaExhausted(response);
      if (!(transientStatuses.has(response.status) || throttled) || attempt >= maxAttempts)
        return response;
      const askedMs =
        retryAfterMs(response.headers.get('retry-after'), now()) ??
        (throttled ? rateLimitResetMs(response.headers.get('x-ratelimit-reset'), now()) : null);
      await response.body?.cancel();
      if (askedMs !== null && askedMs > maxRetryAfterMs) {
        throw new Error(
          `${host} asked to retry after ${Math.ceil(askedMs / 1000)} s (more than the ${maxRetryAfterMs / 1000} s we wait)`,
        );
      }
      await sleep(askedMs ?? backoffMs(attempt), options.signal);
    }
  }

  return { fetch: politeFetch, now, signal: options.signal };
}
