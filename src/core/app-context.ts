import type { Logger } from 'pino';
import type { Database, PoolFigures } from '../db/client.ts';
import type { Auth } from './auth/create-auth.ts';
import type { Billing } from './billing/create-billing.ts';
import type { SearchCache } from './catalogue/search-cache.ts';
import type { AppConfig } from './config/load-config.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mail/create-mailer.ts';

/**
 * What core operations that need more than the database receive as their first argument. Most
 * take `(db, input)`; operations that sign users in, send mail or enqueue jobs take `(ctx, input)`.
 */
export interface AppContext {
  db: Database;
  auth: Auth;
  billing: Billing;
  config: AppConfig;
  mailer: Mailer;
  jobs: JobQueue;
  log: Logger;
  /** Job search results of this process, cleared by every catalogue change (decision 035). */
  searchCache: SearchCache;
  /** The database pool's state for /metrics; null on PGlite. */
  poolFigures(): PoolFigures | null;
}
