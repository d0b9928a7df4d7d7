import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type FakeLlmServer,
  rephraseLine,
  startFakeLlmServer,
} from '../../../tests/helpers/fake-llm-server.ts';
import { generateStructured } from './generate-structured.ts';
import type { LlmConfig, LlmProvider } from './llm-config.ts';

let fake: FakeLlmServer;
beforeAll(async () => {
  fake = await startFakeLlmServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const schema = z.object({ lines: z.array(z.object({ id: z.string(), text: z.string() })) });
const prompt = `<lines>\n${JSON.stringify([{ id: 'b-1', text: 'Managed a 30-bed unit.' }])}\n</lines>`;
const config = (
  provider: LlmProvider,
  model: string,
  over: Partial<LlmConfig> = {},
): LlmConfig => ({
  provider,
  model,
  baseUrl: fake.baseUrl,
  apiKey: 'test-key',
  dailyTokensPerUser: 100_000,
  timeoutMs: 5_000,
  maxRetries: 2,
  retryBaseMs: 100,
  ...over,
});
const call = (c: LlmConfig) =>
  generateStructured(c, { system: 'Rephrase.', prompt, schema, maxOutputTokens: 500 });

/** Three protocol shapes: OpenAI json_schema, Anthropic output_config.format, Anthropic json tool. */
const shapes = [
  ['openai-compatible', 'local-model', '/v1/chat/completions'],
  ['anthropic', 'claude-sonnet-4-5', '/v1/messages'],
  ['anthropic', 'claude-3-haiku-20240307', '/v1/messages'],
] as const;

describe.each(shapes)('a structured call to %s (%s)', (provider, model, path) => {
  it('returns the object the model wrote, and counts its tokens', async () => {
    const result = await call(config(provider, model));
    expect(result).toMatchObject({
      ok: true,
      output: { lines: [{ id: 'b-1', text: rephraseLine('Managed a 30-bed unit.') }] },
    });
    expect(result.tokens).toBeGreaterThan(10);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.path).toBe(path);
    const auth =
      provider === 'anthropic' ? request?.headers['x-api-key'] : request?.headers.authorization;
    expect(auth).toMatch(/test-key$/);
  });

  it('says malformed when the answer is not the schema, still counting the tokens', async () => {
    fake.script({ kind: 'malformed' });
    const result = await call(config(provider, model));
    expect(result).toMatchObject({ ok: false, reason: 'malformed' });
    expect(result.tokens).toBeGreaterThan(0);
  });

  it('retries a 429 after the Retry-After the server gave, then succeeds', async () => {
    fake.script({ kind: 'status', status: 429, retryAfter: '1' });
    const result = await call(config(provider, model));
    expect(result.ok).toBe(true);
    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('backs off on 500s and gives up after the retries, saying unavailable', async () => {
    fake.script(...Array.from({ length: 3 }, () => ({ kind: 'status', status: 500 }) as const));
    const result = await call(config(provider, model));
    expect(result).toMatchObject({ ok: false, reason: 'unavailable', status: 500 });
    expect(fake.requests).toHaveLength(3);
    const [a, b, c] = fake.requests.map((request) => request.at);
    // Waits of at least 100 ms, then 200 ms (lower bounds: a busy machine only adds).
    expect((b ?? 0) - (a ?? 0)).toBeGreaterThanOrEqual(95);
    expect((c ?? 0) - (b ?? 0)).toBeGreaterThanOrEqual(195);
  });
});

describe('what is not retried', () => {
  it('a Retry-After longer than the worker may wait', async () => {
    fake.script({ kind: 'status', status: 429, retryAfter: '120' });
    const result = await call(config('openai-compatible', 'm'));
    expect(result).toMatchObject({ ok: false, reason: 'unavailable', status: 429 });
    expect(fake.requests).toHaveLength(1);
  });

  it('a 400 (our request is wrong; asking again will not help)', async () => {
    fake.script({ kind: 'status', status: 400 });
    const result = await call(config('anthropic', 'claude-sonnet-4-5'));
    expect(result).toMatchObject({ ok: false, reason: 'unavailable', status: 400 });
    expect(fake.requests).toHaveLength(1);
  });

  it('a model slower than the timeout is abandoned once', async () => {
    fake.script({ kind: 'slow', delayMs: 3_000 });
    const started = Date.now();
    const result = await call(config('openai-compatible', 'm', { timeoutMs: 300 }));
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('a provider that cannot be reached', () => {
  it('is retried like a 5xx, then said unavailable', async () => {
    const closed = await startFakeLlmServer();
    await closed.close();
    const result = await call(config('openai-compatible', 'm', { baseUrl: closed.baseUrl }));
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});

describe('the deadline', () => {
  it('covers the waits too: a retry that would end past it is not made', async () => {
    fake.script({ kind: 'status', status: 429, retryAfter: '2' });
    const started = Date.now();
    const result = await call(config('openai-compatible', 'm', { timeoutMs: 1_000 }));
    expect(result).toMatchObject({ ok: false, reason: 'unavailable', status: 429 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(fake.requests).toHaveLength(1);
  });
});
