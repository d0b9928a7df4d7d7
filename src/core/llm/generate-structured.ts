import { setTimeout as sleep } from 'node:timers/promises';
import { generateText, NoObjectGeneratedError, Output } from 'ai';
import type { z } from 'zod';
import { createLanguageModel } from './create-language-model.ts';
import type { LlmConfig } from './llm-config.ts';
import { retryDelayMs } from './retry-delay.ts';

export type StructuredFailure = 'malformed' | 'timeout' | 'unavailable';

export type StructuredResult<T> =
  | { ok: true; output: T; tokens: number }
  | { ok: false; reason: StructuredFailure; tokens: number; status?: number };

interface StructuredRequest<T> {
  system: string;
  prompt: string;
  schema: z.ZodType<T>;
  maxOutputTokens: number;
}

const tokensOf = (usage: { inputTokens?: number; outputTokens?: number } | undefined) =>
  (usage?.inputTokens ?? 0) + (usage?.outputTokens ?? 0);

/**
 * One structured call with our own retries (the SDK's are off: its first wait is 2 s and not
 * configurable, and it would not let us stop on a Retry-After too long to wait for). Never
 * throws for a model failure: the caller keeps its rules text and says why.
 */
export async function generateStructured<T>(
  config: LlmConfig,
  request: StructuredRequest<T>,
): Promise<StructuredResult<T>> {
  const model = createLanguageModel(config);
  // One deadline for the attempts and the waits between them: a worker is never held longer.
  const deadline = Date.now() + config.timeoutMs;
  let tokens = 0;
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await generateText({
        model,
        system: request.system,
        prompt: request.prompt,
        output: Output.object({ schema: request.schema }),
        maxOutputTokens: request.maxOutputTokens,
        temperature: 0.2,
        maxRetries: 0,
        timeout: Math.max(1, deadline - Date.now()),
      });
      tokens += tokensOf(result.usage);
      return { ok: true, output: result.output, tokens };
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) {
        return { ok: false, reason: 'malformed', tokens: tokens + tokensOf(error.usage) };
      }
      if (isTimeout(error)) return { ok: false, reason: 'timeout', tokens };
      const delay =
        attempt < config.maxRetries ? retryDelayMs(error, attempt, config.retryBaseMs) : null;
      if (delay === null || Date.now() + delay >= deadline) {
        return { ok: false, reason: 'unavailable', tokens, status: statusOf(error) };
      }
      await sleep(delay);
    }
  }
}

function isTimeout(error: unknown): boolean {
  for (
    let e = error as { name?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
  }
  return false;
}

const statusOf = (error: unknown) =>
  (error as { statusCode?: number })?.statusCode ??
  (error as { cause?: { statusCode?: number } })?.cause?.statusCode;
