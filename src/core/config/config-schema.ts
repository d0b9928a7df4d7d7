import { z } from 'zod';
import { llmProviders } from '../llm/llm-config.ts';
import { defaultChromePath } from './default-chrome-path.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const KEY_HINT = 'generate one with `openssl rand -base64 32`';
/** A 256-bit key given as base64. The message never echoes the value. */
const base64Key = z
  .string()
  .trim()
  .refine(
    (value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32,
    `must be 32 bytes in base64 (${KEY_HINT})`,
  );

const boolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Every environment variable Hireloop reads. README's table lists the same names; a test keeps
 * the two in step.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    APP_ORIGIN: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// origin' })
      .transform((value) => new URL(value).origin)
      .optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    DATA_ENCRYPTION_KEY: base64Key.optional(),
    /** Comma-separated: the master keys being rotated away from (decision 010). */
    DATA_ENCRYPTION_KEY_PREVIOUS: z
      .string()
      .trim()
      .transform((value) =>
        value
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      )
      .pipe(z.array(base64Key))
      .optional(),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().default('Hireloop <no-reply@hireloop.local>'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_BASIC: optionalText,
    STRIPE_PRICE_PRO: optionalText,
    STRIPE_PRICE_ENTERPRISE: optionalText,
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WORKER_IN_PROCESS: boolean.optional(),
    DEMO_DATA: boolean.optional(),
    /** Multiplies every per-address rate limit: for many users behind one NAT, or test suites. */
    RATE_LIMIT_PER_ADDRESS_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
    /** How long a process may answer from what it last read of a session (decision 033); 0 = off. */
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    DEMO_CORPUS: z.enum(['auto', 'on', 'off']).default('auto'),
    /** How many postings the demo corpus holds (at least one per occupation); decision 041. */
    DEMO_CORPUS_SIZE: z.coerce.number().int().min(1).max(500_000).default(21_204),
    /** The Chromium that fills employers' hosted forms (decisions 057, 073); absent: finish it yourself. */
    CHROME_PATH: z
      .string()
      .min(1)
      .default(() => defaultChromePath()),
    /** The least time between two attempts on one ATS host, for all users together. */
    APPLY_HOST_PACING_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** How long one step of an attempt (a page load, a fill, the wait for a confirmation) may take. */
    APPLY_STEP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    /** How long a job search result may be reused; 0 turns the cache off (decision 035). */
    SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses'))),
    USAJOBS_API_KEY: optionalText,
    USAJOBS_USER_AGENT: optionalText.pipe(
      z.email('must be the e-mail address registered with the USAJOBS key').optional(),
    ),
    ADZUNA_APP_ID: optionalText,
    ADZUNA_APP_KEY: optionalText,
    /** Lets a scraper off this host read /metrics (decision 034); loopback needs none. */
    METRICS_TOKEN: optionalText.pipe(
      z
        .string()
        .min(32, 'must be at least 32 characters (generate one with `openssl rand -hex 32`)')
        .optional(),
    ),
    /** The optional language-model step (decision 054): all four, or none. */
    LLM_PROVIDER: optionalText.pipe(z.enum(llmProviders).optional()),
    LLM_BASE_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    /** Input plus output tokens one user may spend in a UTC day; over it, the rules text stays. */
    LLM_DAILY_TOKENS_PER_USER: z.coerce.number().int().min(0).max(100_000_000).default(200_000),
  })
  .superRefine((env, ctx) => {
    const llmNames = ['LLM_PROVIDER', 'LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;
    const llmSet = llmNames.filter((name) => env[name]);
    if (llmSet.length > 0 && llmSet.length < llmNames.length) {
      for (const name of llmNames.filter((name) => !env[name])) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required when ${llmSet.join(', ')} ${llmSet.length === 1 ? 'is' : 'are'} set (set all four LLM_ variables, or none)`,
        });
      }
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required when the other Google variable is set',
      });
    }
    if (env.STRIPE_SECRET_KEY) {
      for (const name of [
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PRICE_BASIC',
        'STRIPE_PRICE_PRO',
        'STRIPE_PRICE_ENTERPRISE',
      ] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when STRIPE_SECRET_KEY is set',
          });
      }
    }
    for (const [a, b] of [
      ['USAJOBS_API_KEY', 'USAJOBS_USER_AGENT'],
      ['ADZUNA_APP_ID', 'ADZUNA_APP_KEY'],
    ] as const) {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        ctx.addIssue({
          code: 'custom',
          path: [env[a] ? b : a],
          message: `is required when ${env[a] ? a : b} is set`,
        });
      }
    }
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message:
          'is required with DATABASE_URL (several processes must share it); generate one with `openssl rand -base64 48`',
      });
    }
    if (env.DATABASE_URL && !env.DATA_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATA_ENCRYPTION_KEY'],
        message: `is required with DATABASE_URL (several processes must share it); ${KEY_HINT}`,
      });
    }
  });

export type Env = z.infer<typeof envSchema>;
