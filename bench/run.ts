// `npm run bench`: measures the performance goals in one run and rewrites docs/performance.md.
// Method and reasons: the Method section that write-report.ts puts at the top of that file.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchAppPages } from './app-pages.ts';
import { benchApplyForm } from './apply-form.ts';
import { createBenchDatabase, dropBenchDatabase } from './bench-database.ts';
import { benchCatalogue } from './catalogue.ts';
import { benchDemoLoad } from './demo-load.ts';
import { benchDocuments } from './documents.ts';
import { evaluateGoals } from './goals.ts';
import { describeMachine } from './machine-info.ts';
import { benchMatching } from './matching.ts';
import { type LoadRun, measureLoad } from './measure-load.ts';
import { measureStart, type StartTiming } from './measure-start.ts';
import { benchModuleLoading } from './module-loading.ts';
import { benchReadPath } from './read-path.ts';
import type { BenchResults, TargetKey } from './results.ts';
import { signUpForCookie } from './sign-up.ts';
import { benchSoak } from './soak.ts';
import { type RunningServer, repoRoot, spawnServer, waitUntil } from './spawn-server.ts';
import { benchTailoring } from './tailoring.ts';
import { writeReport } from './write-report.ts';

const ROUNDS = 3;
const began = performance.now();
const workDir = mkdtempSync(join(tmpdir(), 'hireloop-bench-'));
const logFile = join(workDir, 'servers.log');
const say = (message: string) =>
  console.info(`[bench ${((performance.now() - began) / 1000).toFixed(0)} s] ${message}`);

interface LoadTarget {
  url: string;
  headers: Record<string, string>;
  serverPid: number | undefined;
}

async function measureStarts(): Promise<{ cold: StartTiming[]; warm: StartTiming[] }> {
  const cold: StartTiming[] = [];
  const warm: StartTiming[] = [];
  for (let run = 1; run <= ROUNDS; run++) {
    const dataDir = join(workDir, `start-${run}`);
    cold.push(await measureStart(dataDir, logFile));
    warm.push(await measureStart(dataDir, logFile));
    say(`start ${run}: cold ${JSON.stringify(cold.at(-1))}, warm ${JSON.stringify(warm.at(-1))}`);
  }
  return { cold, warm };
}

async function startServers(
  servers: RunningServer[],
  postgresUrl: string,
): Promise<Record<TargetKey, LoadTarget>> {
  const start = async (script: string, env: Record<string, string>) => {
    const server = await spawnServer({ script, env, logFile });
    servers.push(server);
    // /readyz, not /healthz: the app answers /healthz while it is still opening the database.
    await waitUntil(server, `${server.origin}/readyz`, (response) => response.status === 200);
    return { origin: server.origin, serverPid: server.child.pid };
  };
  const bare = await start('bench/bare-http-server.ts', {});
  const pglite = await start('src/main.ts', { DATA_DIR: join(workDir, 'pglite') });
  const postgres = await start('src/main.ts', {
    DATA_DIR: join(workDir, 'postgres'),
    DATABASE_URL: postgresUrl,
    AUTH_SECRET: randomBytes(48).toString('base64url'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  const pgliteCookie = { cookie: await signUpForCookie(pglite.origin) };
  const postgresCookie = { cookie: await signUpForCookie(postgres.origin) };
  return {
    bare: { url: `${bare.origin}/`, headers: {}, serverPid: bare.serverPid },
    healthz: { url: `${pglite.origin}/healthz`, headers: {}, serverPid: pglite.serverPid },
    mePglite: {
      url: `${pglite.origin}/api/me`,
      headers: pgliteCookie,
      serverPid: pglite.serverPid,
    },
    mePostgres: {
      url: `${postgres.origin}/api/me`,
      headers: postgresCookie,
      serverPid: postgres.serverPid,
    },
  };
}

async function measureAllLoad(postgresUrl: string): Promise<Record<TargetKey, LoadRun[]>> {
  const servers: RunningServer[] = [];
  try {
    const loadTargets = await startServers(servers, postgresUrl);
    const keys = Object.keys(loadTargets) as TargetKey[];
    const load = Object.fromEntries(keys.map((key) => [key, [] as LoadRun[]]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const key of keys) {
        const run = await measureLoad(loadTargets[key]);
        load[key]?.push(run);
        say(
          `round ${round} ${key}: ${Math.round(run.requestsPerSecond)} req/s, p99 ${run.p99Ms} ms, server CPU ${run.serverCpuMsPerRequest?.toFixed(3)} ms/request, failed ${run.failures}`,
        );
      }
    }
    return load as Record<TargetKey, LoadRun[]>;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/**
 * The landing page's Lighthouse figures (bench/landing.ts, another area's code) run last, with
 * the servers above stopped, and rewrite only their own marked section of the same file.
 */
async function benchLandingIfPresent() {
  const landing = join(repoRoot, 'bench/landing.ts');
  if (!existsSync(landing)) return;
  const { benchLanding } = (await import(pathToFileURL(landing).href)) as {
    benchLanding(say: (line: string) => void): Promise<unknown>;
  };
  await benchLanding(say);
}

async function main() {
  if (!existsSync(join(repoRoot, 'dist/client/index.html'))) {
    throw new Error('dist/client is missing: run `npm run bench`, which builds the client first');
  }
  const machine = describeMachine();
  say(`work files in ${workDir}; measuring start-up`);
  const starts = await measureStarts();
  const database = await createBenchDatabase();
  let load: Record<TargetKey, LoadRun[]>;
  try {
    say(`PostgreSQL ${database.serverVersion}; measuring load (${ROUNDS} rounds)`);
    load = await measureAllLoad(database.url);
  } finally {
    await dropBenchDatabase();
  }
  const results: BenchResults = {
    machine,
    postgresVersion: database.serverVersion,
    load,
    coldStarts: starts.cold,
    warmStarts: starts.warm,
    durationSeconds: (performance.now() - began) / 1000,
  };
  writeReport(join(repoRoot, 'docs/performance.md'), results);
  for (const row of evaluateGoals(results)) {
    say(`goal ${row.id}: ${row.measure}: ${row.figure} (goal ${row.goal}) ${row.verdict}`);
  }
  await benchLandingIfPresent();
  // The signed-in app's first screens (/login, the dashboard), beside the landing page's figures:
  // its own server with the demo corpus; rewrites only its own marked section.
  await benchAppPages(say);
  // The catalogue (issue 5 §7) runs with the servers above stopped, on its own databases, and
  // rewrites only its own marked section of the same file.
  await benchCatalogue(say);
  // GET /api/jobs against the same statements through the driver, with matching runs beside:
  // its own per-run database, dropped afterwards; rewrites only its own marked section.
  await benchReadPath(say);
  // The mini-soak: five minutes of mixed traffic on two web processes and a worker on one
  // PostgreSQL; its own database; rewrites only its own marked section.
  await benchSoak(say);
  // Module loading at start-up (decision 071): child processes that import and exit, its own section.
  await benchModuleLoading(say);
  await benchDemoLoad(say);
  // Pure in-process code: measured last, with every server of this run stopped.
  await benchMatching(say);
  // Tailoring, pure in-process code too: rewrites only its own marked section.
  await benchTailoring(say);
  // Tailored documents (decision 051): pure in-process rendering, its own marked section.
  await benchDocuments(say);
  // Applying (decision 058): Chromium against the local Greenhouse stand-in, its own section.
  await benchApplyForm(say);
  rmSync(workDir, { recursive: true, force: true });
  say('wrote docs/performance.md');
}

main().catch((error: unknown) => {
  console.error('bench failed:', error, `\nserver logs are in ${logFile}`);
  process.exit(1);
});
