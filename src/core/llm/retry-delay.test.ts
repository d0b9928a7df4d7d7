import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay.ts';

const failure = (statusCode: number, responseHeaders: Record<string, string> = {}) =>
  new APICallError({
    message: 'failed',
    url: 'http://127.0.0.1/v1/messages',
    requestBodyValues: {},
    statusCode,
    responseHeaders,
  });

describe('retryDelayMs', () => {
  it('doubles from the base on 429 and 5xx without a Retry-After', () => {
    expect(retryDelayMs(failure(429), 0, 500)).toBe(500);
    expect(retryDelayMs(failure(503), 2, 500)).toBe(2_000);
  });

  it('obeys Retry-After in seconds, as a date, and retry-after-ms', () => {
    expect(retryDelayMs(failure(429, { 'retry-after': '3' }), 0, 500)).toBe(3_000);
    expect(retryDelayMs(failure(429, { 'retry-after-ms': '250' }), 0, 500)).toBe(250);
    const soon = new Date(Date.now() + 10_000).toUTCString();
    const delay = retryDelayMs(failure(503, { 'retry-after': soon }), 0, 500) ?? 0;
    expect(delay).toBeGreaterThan(8_000);
    expect(delay).toBeLessThanOrEqual(10_000);
  });

  it('gives up on a Retry-After too long to wait, and on answers not worth repeating', () => {
    expect(retryDelayMs(failure(429, { 'retry-after': '3600' }), 0, 500)).toBeNull();
    for (const status of [400, 401, 403, 404, 422]) {
      expect(retryDelayMs(failure(status), 0, 500)).toBeNull();
    }
    expect(retryDelayMs(new Error('socket hang up'), 0, 500)).toBeNull();
  });
});
