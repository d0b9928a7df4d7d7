// The read path (GET /api/jobs) against its floor, on PostgreSQL and PGlite, with matching runs
// in progress. Part of `npm run bench`; alone: `npm run build && node bench/read-path.ts`
// (BENCH_JOBS=20000 for a quick check). Method: the section it writes in docs/performance.md.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBenchDatabase, dropBenchDatabase } from './bench-database.ts';
import { subscriberCookie } from './catalogue-subscriber.ts';
import { loadBenchCatalogue } from './load-bench-catalogue.ts';
import { measureApi } from './read-path/api-load.ts';
import type { LoopRun } from './read-path/closed-loop.ts';
import { type DriverTarget, measureFloor, recordStatements } from './read-path/floor.ts';
import { startMatchingLoad } from './read-path/matching-load.ts';
import { readPathQueries } from './read-path/queries.ts';
import {
  type ReadPathDatabaseResult,
  type ReadPathResults,
  writeReadPathSection,
} from './read-path/read-path-report.ts';
import { type RunningServer, repoRoot, spawnServer, waitUntil } from './spawn-server.ts';

const POSTINGS = Number(process.env.BENCH_JOBS ?? 100_000);
/** Every distinct search in it is first run once to record its statements (the floor's). */
const SEQUENCE = 1_000;
const LOAD = { concurrency: 50, warmupSeconds: 3, measuredSeconds: 10 };

interface Measured {
  api: LoopRun;
  runs: number;
}

async function startApp(env: Record<string, string>, logFile: string, script = 'src/main.ts') {
  const server = await spawnServer({
    script,
    env: { ...env, DEMO_DATA: 'false', DEMO_CORPUS: 'off', LOG_LEVEL: 'warn' },
    logFile,
  });
  return server;
}

/** Waits until each person's first run (which builds the worker's job index) has finished. */
async function waitForRuns(load: { takeFinishedRuns(): number }, runs: number) {
  let finished = 0;
  const deadline = Date.now() + 600_000;
  while (finished < runs) {
    if (Date.now() > deadline) throw new Error('matching runs did not finish within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
    finished += load.takeFinishedRuns();
  }
}

/**
 * With three subscribers' matching runs going: the floor (when given), then the API of each
 * server in `apis` (the same database; the first one also serves the matching users).
 */
async function measureWithMatching(
  kind: ReadPathDatabaseResult['kind'],
  servers: RunningServer[],
  apis: RunningServer[],
  sequence: string[],
  floorFirst: (() => Promise<LoopRun>) | null,
  say: (line: string) => void,
) {
  const web = apis[0] as RunningServer;
  for (const server of servers) {
    // Generous: the app migrates and warms up while other work shares the two cores.
    await waitUntil(server, `${web.origin}/readyz`, (response) => response.status === 200, 300_000);
  }
  const cookie = await subscriberCookie(web.origin);
  const matching = await startMatchingLoad(web.origin);
  try {
    await waitForRuns(matching, 3);
    let floor: LoopRun | undefined;
    let floorRuns = 0;
    if (floorFirst) {
      floor = await floorFirst();
      floorRuns = matching.takeFinishedRuns();
      say(
        `${kind}: floor ${Math.round(floor.requestsPerSecond)} req/s, p99 ${floor.p99Ms.toFixed(0)} ms (${floorRuns} runs beside)`,
      );
    }
    const measured: { api: LoopRun; runs: number }[] = [];
    for (const server of apis) {
      matching.takeFinishedRuns();
      const api = await measureApi(server.origin, cookie, sequence, LOAD);
      const runs = matching.takeFinishedRuns();
      say(
        `${kind}: API ${server.origin} ${Math.round(api.requestsPerSecond)} req/s, p99 ${api.p99Ms.toFixed(0)} ms (${runs} runs beside)`,
      );
      measured.push({ api, runs });
    }
    return { floor, floorRuns, measured };
  } finally {
    await matching.stop();
  }
}

async function measurePostgres(
  workDir: string,
  sequence: string[],
  say: (line: string) => void,
): Promise<ReadPathDatabaseResult & { serverVersion: string }> {
  // Unique per run, so two checkouts' benches never drop each other's database.
  const name = `hireloop_bench_read_${process.pid}_${randomBytes(3).toString('hex')}`;
  const database = await createBenchDatabase(name);
  const servers: RunningServer[] = [];
  try {
    say(`PostgreSQL: loading ${POSTINGS} postings into ${name}`);
    await loadBenchCatalogue({ kind: 'postgres', url: database.url, poolSize: 5 }, POSTINGS);
    const target: DriverTarget = { kind: 'postgres', url: database.url };
    const recorded = await recordStatements(target, sequence);
    say(`PostgreSQL: recorded the statements of ${recorded.size} distinct searches`);
    const env = {
      DATA_DIR: join(workDir, 'postgres-app'),
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(48).toString('base64url'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    const logFile = join(workDir, 'servers.log');
    const cached = await startApp(env, logFile);
    servers.push(cached);
    // On PostgreSQL the worker is its own process (`npm run worker`), as deployed.
    servers.push(await startApp(env, logFile, 'src/worker/main.ts'));
    const uncached = await startApp({ ...env, SEARCH_CACHE_SECONDS: '0' }, logFile);
    servers.push(uncached);
    const { floor, floorRuns, measured } = await measureWithMatching(
      'PostgreSQL',
      servers,
      [cached, uncached],
      sequence,
      () => measureFloor(target, sequence, recorded, LOAD),
      say,
    );
    const [withCache, withoutCache] = measured as [Measured, Measured];
    return {
      kind: 'PostgreSQL',
      serverVersion: database.serverVersion,
      distinctSearches: recorded.size,
      floor: floor as LoopRun,
      floorRuns,
      api: withCache.api,
      apiRuns: withCache.runs,
      apiUncached: withoutCache.api,
      apiUncachedRuns: withoutCache.runs,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await dropBenchDatabase(name);
  }
}

async function measurePglite(
  workDir: string,
  sequence: string[],
  say: (line: string) => void,
): Promise<ReadPathDatabaseResult> {
  const dataDir = join(workDir, 'pglite-app');
  const target: DriverTarget = { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
  say(`PGlite: loading ${POSTINGS} postings`);
  await loadBenchCatalogue({ kind: 'pglite', dataDir: target.dataDir }, POSTINGS);
  const recorded = await recordStatements(target, sequence);
  say(`PGlite: recorded the statements of ${recorded.size} distinct searches`);
  // PGlite is one process's database: its floor runs with the app stopped, no worker beside.
  const floor = await measureFloor(target, sequence, recorded, LOAD);
  say(`PGlite: floor ${Math.round(floor.requestsPerSecond)} req/s`);
  // One process owns the data directory: the server with the cache off runs after the other.
  const env = { DATA_DIR: dataDir, AUTH_SECRET: randomBytes(48).toString('base64url') };
  const measureServer = async (extra: Record<string, string>) => {
    const server = await startApp({ ...env, ...extra }, join(workDir, 'servers.log'));
    try {
      const { measured } = await measureWithMatching(
        'PGlite',
        [server],
        [server],
        sequence,
        null,
        say,
      );
      return measured[0] as Measured;
    } finally {
      await server.stop();
    }
  };
  const withCache = await measureServer({});
  const withoutCache = await measureServer({ SEARCH_CACHE_SECONDS: '0' });
  return {
    kind: 'PGlite',
    distinctSearches: recorded.size,
    floor,
    floorRuns: 0,
    api: withCache.api,
    apiRuns: withCache.runs,
    apiUncached: withoutCache.api,
    apiUncachedRuns: withoutCache.runs,
  };
}

/** Measures both databases and rewrites the Read path section of docs/performance.md. */
export async function benchReadPath(say: (line: string) => void): Promise<ReadPathResults> {
  if (!existsSync(join(repoRoot, 'dist/client/index.html'))) {
    throw new Error('dist/client is missing: run `npm run build` first');
  }
  const workDir = mkdtempSync(join(tmpdir(), 'hireloop-bench-read-path-'));
  const loadAverage = loadavg()[0] ?? 0;
  const sequence = readPathQueries(SEQUENCE);
  try {
    const postgres = await measurePostgres(workDir, sequence, say);
    const pglite = await measurePglite(workDir, sequence, say);
    const results: ReadPathResults = {
      date: new Date().toISOString().slice(0, 10),
      postings: POSTINGS,
      sequence: SEQUENCE,
      load: LOAD,
      postgresVersion: postgres.serverVersion,
      loadAverage,
      databases: [postgres, pglite],
    };
    writeReadPathSection(join(repoRoot, 'docs/performance.md'), results);
    return results;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const began = performance.now();
  benchReadPath((line) =>
    console.info(`[bench ${((performance.now() - began) / 1000).toFixed(0)} s] ${line}`),
  ).catch((error: unknown) => {
    console.error('read-path bench failed:', error);
    process.exit(1);
  });
}
