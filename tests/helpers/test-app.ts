import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/core/app-context.ts';
import { createLogger } from '../../src/core/boot/create-logger.ts';
import { openAppContext } from '../../src/core/boot/open-app-context.ts';
import { type AppConfig, loadConfig } from '../../src/core/config/load-config.ts';
import { flushPendingMail } from '../../src/core/mail/deliver-in-background.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createApp } from '../../src/server/app.ts';
import { startWorker } from '../../src/worker/start-worker.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: AppConfig;
  database: DatabaseHandle;
  /** Every log line the app wrote, as JSON text, for tests that check what logs contain. */
  logLines: string[];
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh test database: real migrations, real Better Auth, real pg-boss.
 * `env` overrides environment variables exactly as an operator would set them. `database` runs a
 * second app on another app's database (as a second process would), and leaves it open at close.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; worker?: boolean; database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hireloop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_ORIGIN: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-that-is-long-enough-to-pass-validation',
    LOG_LEVEL: 'info',
    // Many tests change rows behind the app's back, as another process would; with the cache on
    // they would wait out its seconds. Its own tests turn it on (decision 033).
    SESSION_CACHE_SECONDS: '0',
    ...options.env,
  });
  const logLines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const log = createLogger({ level: config.logLevel, destination });
  const database = options.database
    ? { handle: options.database, drop: async () => {} }
    : await createTestDatabase();
  const opened = await openAppContext(config, {
    log,
    runsMaintenance: Boolean(options.worker),
    database: database.handle,
  });
  if (options.worker) await startWorker(opened.jobQueue, opened.ctx);
  const app = await createApp(opened.ctx);
  await app.ready();
  return {
    app,
    ctx: opened.ctx,
    config,
    database: database.handle,
    logLines,
    dataDir,
    async close() {
      await app.close();
      await flushPendingMail();
      await opened.jobQueue.stop();
      await opened.stopListening();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
