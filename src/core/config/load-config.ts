import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PriceCatalog } from '../billing/price-catalog.ts';
import { testModePriceCatalog } from '../billing/price-catalog.ts';
import { type LlmConfig, llmConfigFromEnv } from '../llm/llm-config.ts';
import { type Env, envSchema } from './config-schema.ts';
import { loadOrCreateDataEncryptionKey, loadOrCreateSecrets } from './load-or-create-secrets.ts';

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  appOrigin: string;
  /**
   * Hosts (with port) that name this same local server when APP_ORIGIN is not set: a page opened
   * on one of them is sent to `appOrigin` first, so cookies, the cross-site check and links in
   * e-mails all see one origin.
   */
  loopbackAliases: string[];
  secureCookies: boolean;
  authSecret: string;
  /** Master keys for sensitive data: `current` wraps new data keys, `previous` only unwraps. */
  dataEncryption: { current: Buffer; previous: Buffer[] };
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** Stripe when its key is set; otherwise the built-in, clearly labelled test-mode checkout. */
  billing:
    | { mode: 'test'; prices: PriceCatalog }
    | {
        mode: 'stripe';
        prices: PriceCatalog;
        secretKey: string;
        webhookSecret: string;
        apiUrl: string | undefined;
      };
  logLevel: Env['LOG_LEVEL'];
  workerInProcess: boolean;
  demoData: boolean;
  /** Per-address rate limits are multiplied by this (RATE_LIMIT_PER_ADDRESS_FACTOR). */
  rateLimitPerAddressFactor: number;
  /** Seconds a process may reuse a session it read (SESSION_CACHE_SECONDS; 0 = every request reads). */
  sessionCacheSeconds: number;
  /** Load the offline demo job corpus when the catalogue is empty (DEMO_CORPUS, auto = embedded). */
  demoCorpus: boolean;
  /** How many postings the demo corpus holds (DEMO_CORPUS_SIZE); demoCorpusSize() says exactly. */
  demoCorpusSize: number;
  /** Job search results are reused this long, unless the catalogue changes first; 0 = never. */
  searchCacheSeconds: number;
  /** Lower-cased; these accounts see /main-app/admin/sources and /api/admin/*. */
  adminEmails: string[];
  /** Bearer token that opens /metrics to a scraper off this host (METRICS_TOKEN, decision 034). */
  metricsToken: string | undefined;
  /** Keys of the job sources that need one; a source without its keys is not offered. */
  jobSourceKeys: {
    usajobs?: { apiKey: string; userAgentEmail: string };
    adzuna?: { appId: string; appKey: string };
  };
  /** Applying for the user (decision 057). */
  applying: {
    chromePath: string;
    /** Whether `chromePath` exists: checked once at start, told in the log and the UI. */
    browserAvailable: boolean;
    hostPacingSeconds: number;
    stepTimeoutMs: number;
  };
  /** The optional language-model step (decision 054); undefined = nothing calls a model. */
  llm: LlmConfig | undefined;
}

export class ConfigError extends Error {}

function generatedDataKey(dataDir: string): Buffer {
  const key = Buffer.from(loadOrCreateDataEncryptionKey(dataDir), 'base64');
  if (key.length !== 32) {
    throw new ConfigError(
      `Invalid configuration:\n  DATA_ENCRYPTION_KEY: not set, and ${resolve(dataDir, 'data-encryption-key')} does not hold a 32-byte base64 key`,
    );
  }
  return key;
}

/** Reads the environment once, at start. A bad value stops the process with its variable's name. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      return `  ${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const appOrigin = env.APP_ORIGIN ?? `http://localhost:${env.PORT}`;
  const embedded = !env.DATABASE_URL;
  const secrets = env.AUTH_SECRET ? { authSecret: env.AUTH_SECRET } : loadOrCreateSecrets(dataDir);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    appOrigin,
    loopbackAliases: env.APP_ORIGIN ? [] : [`127.0.0.1:${env.PORT}`, `[::1]:${env.PORT}`],
    secureCookies: appOrigin.startsWith('https://'),
    authSecret: secrets.authSecret,
    dataEncryption: {
      current: env.DATA_ENCRYPTION_KEY
        ? Buffer.from(env.DATA_ENCRYPTION_KEY, 'base64')
        : generatedDataKey(dataDir),
      previous: (env.DATA_ENCRYPTION_KEY_PREVIOUS ?? []).map((key) => Buffer.from(key, 'base64')),
    },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER,
          }
        : undefined,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: resolve(dataDir, 'outbox') },
    billing: env.STRIPE_SECRET_KEY
      ? {
          mode: 'stripe',
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
          prices: {
            basic: env.STRIPE_PRICE_BASIC ?? '',
            pro: env.STRIPE_PRICE_PRO ?? '',
            enterprise: env.STRIPE_PRICE_ENTERPRISE ?? '',
          },
          apiUrl: env.STRIPE_API_URL,
        }
      : { mode: 'test', prices: testModePriceCatalog },
    logLevel: env.LOG_LEVEL,
    workerInProcess: env.WORKER_IN_PROCESS ?? embedded,
    demoData: env.DEMO_DATA ?? embedded,
    rateLimitPerAddressFactor: env.RATE_LIMIT_PER_ADDRESS_FACTOR,
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    demoCorpus: env.DEMO_CORPUS === 'auto' ? embedded : env.DEMO_CORPUS === 'on',
    demoCorpusSize: env.DEMO_CORPUS_SIZE,
    searchCacheSeconds: env.SEARCH_CACHE_SECONDS,
    adminEmails: env.ADMIN_EMAILS,
    metricsToken: env.METRICS_TOKEN,
    jobSourceKeys: {
      usajobs:
        env.USAJOBS_API_KEY && env.USAJOBS_USER_AGENT
          ? { apiKey: env.USAJOBS_API_KEY, userAgentEmail: env.USAJOBS_USER_AGENT }
          : undefined,
      adzuna:
        env.ADZUNA_APP_ID && env.ADZUNA_APP_KEY
          ? { appId: env.ADZUNA_APP_ID, appKey: env.ADZUNA_APP_KEY }
          : undefined,
    },
    llm: llmConfigFromEnv(env),
    applying: {
      chromePath: env.CHROME_PATH,
      browserAvailable: existsSync(env.CHROME_PATH),
      hostPacingSeconds: env.APPLY_HOST_PACING_SECONDS,
      stepTimeoutMs: env.APPLY_STEP_TIMEOUT_SECONDS * 1000,
    },
  };
}
