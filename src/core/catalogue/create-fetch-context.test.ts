import { describe, expect, it } from 'vitest';
import {
  createFetchContext,
  type FetchContextOptions,
  rateLimitResetMs,
  retryAfterMs,
} from './create-fetch-context.ts';

type Answer = Response | Error;

/** A fetch that answers from a script and a clock that only moves when we "sleep". */
function harness(answers: Answer[], options: Partial<FetchContextOptions> = {}) {
  let clock = Date.parse('2025-05-04T12:00:00Z');
  const sleeps: number[] = [];
  const calls: { url: string; headers: Headers }[] = [];
  const context = createFetchContext({
    appOrigin: 'https://hireloop.example',
    now: () => new Date(clock),
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    random: () => 0,
    minIntervalMs: 0,
    fetchImpl: async (url, init) => {
      calls.push({ url: String(url), headers: new Headers(init?.headers) });
      const answer = answers.shift() ?? new Response('ok');
      if (answer instanceof Error) throw answer;
      return answer;
    },
    ...options,
  });
  return { context, sleeps, calls, advance: (ms: number) => (clock += ms) };
}

describe('createFetchContext', () => {
  it('sends an honest User-Agent naming the app origin', async () => {
    const { context, calls } = harness([]);
    await context.fetch('https://boards.example/jobs');
    expect(calls[0]?.headers.get('user-agent')).toBe(
      'HireloopBot/1.0 (+https://hireloop.example/bot)',
    );
  });

  it('spaces requests to one host but not across hosts', async () => {
    const { context, sleeps } = harness([], { minIntervalMs: 1000 });
    await context.fetch('https://a.example/1');
    await context.fetch('https://b.example/1');
    await context.fetch('https://a.example/2');
    expect(sleeps).toEqual([1000]);
  });

  it('waits the seconds a 429 Retry-After asks for', async () => {
    const { context, sleeps, calls } = harness([
      new Response('', { status: 429, headers: { 'retry-after': '12' } }),
    ]);
    const response = await context.fetch('https://a.example/');
    expect(response.status).toBe(200);
    expect(sleeps).toEqual([12_000]);
    expect(calls).toHaveLength(2);
  });

  it('waits until the HTTP date a 503 Retry-After names', async () => {
    const retryAt = new Date(Date.parse('2025-05-04T12:00:30Z')).toUTCString();
    const { context, sleeps } = harness([
      new Response('', { status: 503, headers: { 'retry-after': retryAt } }),
    ]);
    await context.fetch('https://a.example/');
    expect(sleeps).toEqual([30_000]);
  });

  it('backs off exponentially, capped, on 5xx and network errors', async () => {
    const { context, sleeps } = harness(
      [
        new Response('', { status: 500 }),
        new TypeError('fetch failed'),
        new Response('', { status: 502 }),
      ],
      { baseDelayMs: 1000, maxDelayMs: 3000, maxAttempts: 5 },
    );
    const response = await context.fetch('https://a.example/');
    expect(response.status).toBe(200);
    // Equal jitter with random() = 0: half of min(cap, base · 2^(attempt-1)).
    expect(sleeps).toEqual([500, 1000, 1500]);
  });

  it('returns the last answer when the attempts run out', async () => {
    const down = () => new Response('', { status: 503 });
    const { context, calls } = harness([down(), down(), down()], { maxAttempts: 3 });
    expect((await context.fetch('https://a.example/')).status).toBe(503);
    expect(calls).toHaveLength(3);
  });

  it('waits out a 403 that reports an exhausted quota (X-RateLimit-Remaining: 0)', async () => {
    const { context, sleeps } = harness([
      new Response('', {
        status: 403,
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '45' },
      }),
    ]);
    expect((await context.fetch('https://www.themuse.example/api')).status).toBe(200);
    expect(sleeps).toEqual([45_000]);
  });

  it('does not retry other client errors', async () => {
    const { context, calls } = harness([new Response('', { status: 404 })]);
    expect((await context.fetch('https://a.example/')).status).toBe(404);
    expect(calls).toHaveLength(1);
  });

  it('refuses a Retry-After longer than it is willing to wait', async () => {
    const { context } = harness(
      [new Response('', { status: 429, headers: { 'retry-after': '3600' } })],
      { maxRetryAfterMs: 60_000 },
    );
    await expect(context.fetch('https://a.example/')).rejects.toThrow(/retry after 3600 s/);
  });

  it('times an attempt out', async () => {
    const context = createFetchContext({
      appOrigin: 'https://hireloop.example',
      timeoutMs: 5,
      maxAttempts: 1,
      fetchImpl: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    await expect(context.fetch('https://a.example/')).rejects.toThrow(/timed? ?out|aborted/i);
  });

  it('stops at once when the run is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('run cancelled'));
    const { context, calls } = harness([new TypeError('fetch failed')], {
      signal: controller.signal,
    });
    await expect(context.fetch('https://a.example/')).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });
});

describe('rateLimitResetMs', () => {
  const now = new Date('2025-05-04T12:00:00Z');
  it('reads seconds to wait and epoch instants', () => {
    expect(rateLimitResetMs('30', now)).toBe(30_000);
    expect(rateLimitResetMs(String(Date.parse('2025-05-04T12:01:00Z') / 1000), now)).toBe(60_000);
    expect(rateLimitResetMs('later', now)).toBeNull();
  });
});

describe('retryAfterMs', () => {
  const now = new Date('2025-05-04T12:00:00Z');
  it('reads seconds, dates, past dates and nonsense', () => {
    expect(retryAfterMs('5', now)).toBe(5000);
    expect(retryAfterMs('Sun, 04 May 2025 12:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('Sun, 04 May 2025 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
