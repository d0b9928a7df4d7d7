import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { cookieHeader, GOOD_PASSWORD, uniqueEmail } from './accounts.ts';

/**
 * The app's real processes (`node src/main.ts`, `node src/worker/main.ts`) for the fault and
 * several-process tests: started with an operator's environment, killed with real signals.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** One line of the app's JSON log (pino), with the fields tests read. */
export interface LogEntry {
  msg?: string;
  reqId?: string;
  database?: string;
  req?: { path?: string };
  [key: string]: unknown;
}

export interface AppProcess {
  name: string;
  origin: string;
  startedAt: number;
  logs: LogEntry[];
  /** Called with each log line as it is read: for a test that must act at once on one. */
  onLog(listener: (entry: LogEntry) => void): void;
  exited: Promise<{ code: number | null; signal: string | null }>;
  process: ChildProcess;
}

const running: AppProcess[] = [];

/**
 * Every process still running is killed; resolves once they are gone, so the next test can open
 * the data directory they held.
 */
export async function killAll() {
  const alive = running
    .splice(0)
    .filter((child) => child.process.exitCode === null && child.process.signalCode === null);
  for (const child of alive) child.process.kill('SIGKILL');
  await Promise.all(alive.map((child) => child.exited));
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export function startProcess(
  name: string,
  entry: 'src/main.ts' | 'src/worker/main.ts',
  env: Record<string, string>,
): AppProcess {
  const port = env.PORT ?? '0';
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      ...(process.env.NODE_COMPILE_CACHE
        ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE }
        : {}),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // A start with DEMO_CORPUS on loads a few batches, not the whole default corpus.
      DEMO_CORPUS_SIZE: '500',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogEntry[] = [];
  const listeners: ((entry: LogEntry) => void)[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      let entry: LogEntry;
      try {
        entry = JSON.parse(line);
      } catch {
        entry = { msg: line };
      }
      logs.push(entry);
      for (const listener of listeners) listener(entry);
    }
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      if (code && stderr) console.error(`${name}:`, stderr);
      resolve({ code, signal });
    });
  });
  const started: AppProcess = {
    name,
    origin: `http://localhost:${port}`,
    startedAt: Date.now(),
    logs,
    onLog: (listener) => listeners.push(listener),
    exited,
    process: child,
  };
  running.push(started);
  return started;
}

export async function waitUntil(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/**
 * Ready as an operator sees it: /readyz answers 200 and the log says so. The process hands the
 * port to the app just before it writes that line, and the line reaches this process through a
 * pipe, so /readyz alone can win the race against the line a test then reads.
 */
export const waitForReady = (web: AppProcess, timeoutMs = 120_000) =>
  waitUntil(
    `${web.name} to answer GET /readyz and log that it is ready`,
    async () =>
      (await fetch(`${web.origin}/readyz`)).status === 200 &&
      web.logs.some((entry) => entry.msg === 'Hireloop is ready'),
    timeoutMs,
  );

export const waitForLog = (worker: AppProcess, msg: string) =>
  waitUntil(
    `${worker.name} to log "${msg}"`,
    () => worker.logs.some((l) => l.msg === msg),
    120_000,
  );

export function request(
  web: AppProcess,
  method: string,
  path: string,
  options: { body?: object; cookie?: string } = {},
) {
  return fetch(`${web.origin}${path}`, {
    method,
    headers: {
      origin: web.origin,
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
}

/**
 * Signs up through `web`, then signs in (sign-up itself opens no session, decision 033: one
 * sign-in attempt is used); the session cookie works on every web process of the database.
 */
export async function signUpOver(web: AppProcess) {
  const email = uniqueEmail('process');
  const signUp = await request(web, 'POST', '/api/auth/sign-up', {
    body: { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
  });
  if (signUp.status !== 202) throw new Error(`sign-up failed: ${signUp.status}`);
  const signIn = await request(web, 'POST', '/api/auth/sign-in', {
    body: { email, password: GOOD_PASSWORD },
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  const body = (await signIn.json()) as { user: { id: string } };
  return { email, userId: body.user.id, cookie: cookieHeader(signIn.headers.getSetCookie()) };
}

/** A paid account, as the billing webhook would leave it (billing is not under test here). */
export async function grantSubscription(db: Database, userId: string) {
  await db
    .update(users)
    .set({ subscriptionStatus: 'active', planLevel: 'pro', currentPeriodEnd: null })
    .where(sql`${users.id} = ${userId}`);
}

export async function countRows(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}
