import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, spawnServer, waitUntil } from '../../../bench/spawn-server.ts';
import { type Database, openDatabase } from '../../../src/db/client.ts';
import { migrateDatabase } from '../../../src/db/migrate.ts';
import { insertJobs, type JobRow } from '../../helpers/job-rows.ts';

export interface SeededServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The real server on its own embedded database, with `rows` written into the catalogue (and
 * whatever `seed` writes) before it starts (the embedded database has one owner at a time, so seeding cannot happen later).
 */
export async function startSeededCatalogueServer(
  rows: JobRow[],
  env: Record<string, string> = {},
  seed: (db: Database) => Promise<unknown> = async () => {},
): Promise<SeededServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hireloop-e2e-jobs-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  await migrateDatabase(handle);
  await insertJobs(handle.db, rows);
  await seed(handle.db);
  await handle.close();
  let server: RunningServer | undefined;
  try {
    server = await spawnServer({
      script: 'src/main.ts',
      env: { DATA_DIR: dataDir, DEMO_DATA: 'false', DEMO_CORPUS: 'off', LOG_LEVEL: 'warn', ...env },
      logFile: join(dataDir, 'server.log'),
    });
    await waitUntil(server, `${server.origin}/readyz`, (response) => response.status === 200);
  } catch (error) {
    await server?.stop();
    throw error;
  }
  const running = server;
  return {
    origin: running.origin,
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
