import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, spawnServer, waitUntil } from '../spawn-server.ts';

export interface AppServer {
  origin: string;
  /** The app's DATA_DIR: its mail outbox is `outbox/` there. */
  dataDir: string;
  stop(): Promise<void>;
}

/** The app logs this line when an ingestion run (here: the demo corpus load) is done. */
const CORPUS_LOADED = '"msg":"ingestion run finished"';

async function waitForCorpus(server: RunningServer, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error('the app exited while loading the corpus');
    if (readFileSync(logFile, 'utf8').includes(CORPUS_LOADED)) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the demo corpus did not load within ${timeoutMs / 1000} s (log: ${logFile})`);
}

/**
 * The real server (`node src/main.ts`, what `npm start` runs) on a fresh DATA_DIR, serving the
 * production client build, with the offline demo corpus loaded so that a subscriber's dashboard
 * has matches to list, as a user's would. Resolves once the corpus is in.
 */
export async function startAppServer(): Promise<AppServer> {
  const workDir = mkdtempSync(join(tmpdir(), 'hireloop-app-pages-'));
  const logFile = join(workDir, 'server.log');
  const dataDir = join(workDir, 'data');
  const server = await spawnServer({
    script: 'src/main.ts',
    logFile,
    env: {
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      DEMO_CORPUS: 'on',
      LOG_LEVEL: 'info',
    },
  });
  const stop = async () => {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitUntil(server, `${server.origin}/readyz`, (response) => response.status === 200);
    await waitForCorpus(server, logFile, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: server.origin, dataDir, stop };
}
