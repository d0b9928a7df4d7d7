/** The HTTP protocols the model step speaks (decision 054). */
export const llmProviders = ['openai-compatible', 'anthropic'] as const;
export type LlmProvider = (typeof llmProviders)[number];

export interface LlmConfig {
  provider: LlmProvider;
  /** The API root, e.g. `https://api.openai.com/v1` or `https://api.anthropic.com/v1`. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Input plus output tokens per user per UTC day (LLM_DAILY_TOKENS_PER_USER). */
  dailyTokensPerUser: number;
  /** The whole step (attempts and the waits between them) is abandoned after this long. */
  timeoutMs: number;
  /** Attempts after the first, on 429 and 5xx only. */
  maxRetries: number;
  /** First backoff delay; doubled per retry unless the server's Retry-After says otherwise. */
  retryBaseMs: number;
}

export const LLM_DEFAULTS = { timeoutMs: 60_000, maxRetries: 2, retryBaseMs: 1_000 } as const;

/** The model config when all four variables are set; the schema already refused a partial set. */
export function llmConfigFromEnv(env: {
  LLM_PROVIDER?: LlmProvider | undefined;
  LLM_BASE_URL?: string | undefined;
  LLM_API_KEY?: string | undefined;
  LLM_MODEL?: string | undefined;
  LLM_DAILY_TOKENS_PER_USER: number;
}): LlmConfig | undefined {
  if (!env.LLM_PROVIDER || !env.LLM_BASE_URL || !env.LLM_API_KEY || !env.LLM_MODEL)
    return undefined;
  return {
    provider: env.LLM_PROVIDER,
    baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''),
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    dailyTokensPerUser: env.LLM_DAILY_TOKENS_PER_USER,
    ...LLM_DEFAULTS,
  };
}
