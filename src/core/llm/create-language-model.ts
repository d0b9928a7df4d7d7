import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { LlmConfig } from './llm-config.ts';

/**
 * The AI SDK model for the configured provider. Structured outputs are asked for natively
 * (OpenAI `response_format: json_schema`; Anthropic `output_config.format`, or its `json` tool
 * on models without it), so the reply is checked against the zod schema either way.
 */
export function createLanguageModel(config: LlmConfig): LanguageModel {
  if (config.provider === 'anthropic') {
    return createAnthropic({ baseURL: config.baseUrl, apiKey: config.apiKey })(config.model);
  }
  return createOpenAICompatible({
    name: 'llm',
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    supportsStructuredOutputs: true,
  })(config.model);
}
