import type { Logger } from 'pino';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { watchSessionChanges } from '../accounts/watch-session-changes.ts';
import type { AppContext } from '../app-context.ts';
import { closeSharedBrowser } from '../applying/channels/browser/shared-browser.ts';
import { createAuth } from '../auth/create-auth.ts';
import { createBilling } from '../billing/create-billing.ts';
import { watchCatalogueChanges } from '../catalogue/watch-catalogue-changes.ts';
import type { AppConfig } from '../config/load-config.ts';
import { type OpenJobQueue, openJobQueue } from '../jobs/open-job-queue.ts';
import { createMailer } from '../mail/create-mailer.ts';
import { flushPendingMail } from '../mail/deliver-in-background.ts';

/** The header our HTTP layer fills from the TCP peer address, replacing any client value. */
export const CLIENT_IP_HEADER = 'x-hireloop-client-ip';

export interface OpenAppContext {
  ctx: AppContext;
  database: DatabaseHandle;
  jobQueue: OpenJobQueue;
  /** Stops listening for catalogue and session changes (part of close; alone for a shared database). */
  stopListening(): Promise<void>;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, and wires the services every process needs. */
export async function openAppContext(
  config: AppConfig,
  options: { log: Logger; runsMaintenance: boolean; database?: DatabaseHandle },
): Promise<OpenAppContext> {
  const database = options.database ?? (await openDatabase(config.database));
  await migrateDatabase(database);
  const jobQueue = await openJobQueue(database, {
    log: options.log,
    runsMaintenance: options.runsMaintenance,
  });
  const catalogue = await watchCatalogueChanges(database, {
    ttlSeconds: config.searchCacheSeconds,
    log: options.log,
  });
  const sessions = await watchSessionChanges(database, {
    cacheSeconds: config.sessionCacheSeconds,
    log: options.log,
  });
  const ctx: AppContext = {
    db: database.db,
    auth: createAuth(database.db, {
      appOrigin: config.appOrigin,
      secret: config.authSecret,
      secureCookies: config.secureCookies,
      clientIpHeader: CLIENT_IP_HEADER,
    }),
    billing: await createBilling(database.db, config),
    config,
    mailer: createMailer(config.mail),
    jobs: jobQueue.queue,
    log: options.log,
    searchCache: catalogue.searchCache,
    poolFigures: () => database.poolFigures(),
  };
  return {
    ctx,
    database,
    jobQueue,
    stopListening: async () => {
      await catalogue.stop();
      await sessions.stop();
    },
    async close() {
      await jobQueue.stop();
      // After the jobs: an attempt in flight closes its own context first.
      await closeSharedBrowser();
      await catalogue.stop();
      await sessions.stop();
      await flushPendingMail();
      await database.close();
    },
  };
}
