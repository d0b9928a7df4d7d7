import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { envSchema } from '../src/core/config/config-schema.ts';
import { freePort } from './free-port.ts';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Variables the app reads (config-schema.ts); the bench sets each one itself, never inherits. */
const APP_VARIABLES = [...Object.keys(envSchema.shape), 'HIRELOOP_DEV_CLIENT'];

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  /** SIGTERM (the app drains and closes its database), SIGKILL if it hangs. */
  stop(): Promise<void>;
}

/**
 * Starts `node <script>` on a free loopback port with the current Node (24 under `npm run bench`).
 * Output goes to `logFile`: the app logs every request, and a file costs what a real log sink
 * costs without making the bench process read it.
 */
export async function spawnServer(options: {
  script: string;
  env: Record<string, string>;
  logFile: string;
}): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of APP_VARIABLES) delete env[name];
  Object.assign(env, { HOST: '127.0.0.1', PORT: String(port), APP_ORIGIN: origin }, options.env);
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [options.script], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    origin,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 25_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** Polls `url` until `accept` says yes; fails early if the process died, or after `timeoutMs`. */
export async function waitUntil(
  server: RunningServer,
  url: string,
  accept: (response: Response, body: string) => boolean,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`${url}: the server exited with code ${server.child.exitCode}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (accept(response, await response.text())) return;
    } catch {
      // Not listening yet: connection refused. Try again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url}: not ready after ${timeoutMs} ms`);
}
