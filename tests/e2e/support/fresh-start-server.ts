import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../bench/free-port.ts';
import { repoRoot } from '../../../bench/spawn-server.ts';
import { envSchema } from '../../../src/core/config/config-schema.ts';

export interface FreshStart {
  /** The origin a newcomer gets: http://localhost:<port>, APP_ORIGIN unset. */
  origin: string;
  port: number;
  /** When `npm start` was spawned, for the timings a newcomer sees. */
  startedAt: number;
  log(): string;
  stop(): Promise<void>;
}

/**
 * `npm start` exactly as README's quick start runs it: an empty data directory and none of the
 * app's variables, so every default (embedded database, demo account, demo catalogue, worker in
 * the process, test-mode checkout, no Google) is the newcomer's. Only PORT is chosen, to be free.
 */
export async function startFresh(): Promise<FreshStart> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hireloop-first-minutes-'));
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of Object.keys(envSchema.shape)) delete env[name];
  Object.assign(env, { PORT: String(port), DATA_DIR: join(dataDir, 'data') });
  const logFile = join(dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', out, out],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    origin: `http://localhost:${port}`,
    port,
    startedAt: Date.now(),
    log: () => readFileSync(logFile, 'utf8'),
    async stop() {
      // npm, scripts/run.mjs and the server are one process group: stop them all, and wait for
      // the last of them (the server closes its database after npm has gone).
      const group = child.pid ?? 0;
      signalGroup(group, 'SIGTERM');
      await exited;
      const deadline = Date.now() + 60_000;
      while (groupAlive(group) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      signalGroup(group, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function signalGroup(group: number, signal: NodeJS.Signals) {
  try {
    process.kill(-group, signal);
  } catch {
    // the group has already gone
  }
}

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}
