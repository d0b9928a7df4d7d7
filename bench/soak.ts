// The mini-soak (`reliability-security.md` §6): mixed traffic on the production shape for five
// minutes; memory, the connection pool and errors read as it runs. Part of `npm run bench`;
// alone: `npm run build && node bench/soak.ts` (SOAK_SECONDS=120 for a quick look).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBenchDatabase, dropBenchDatabase } from './bench-database.ts';
import { subscriberCookie } from './catalogue-subscriber.ts';
import { loadBenchCatalogue } from './load-bench-catalogue.ts';
import { startMatchingLoad } from './read-path/matching-load.ts';
import { readPathQueries } from './read-path/queries.ts';
import { startMixedTraffic } from './soak/mixed-traffic.ts';
import { type ProcessSample, sampleProcess } from './soak/process-sample.ts';
import { SETTLE_SECONDS, type SoakResults, writeSoakSection } from './soak/soak-report.ts';
import { type RunningServer, repoRoot, spawnServer, waitUntil } from './spawn-server.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const POSTINGS = Number(process.env.SOAK_JOBS ?? 20_000);
// Steady use, not overload: below what two web processes with 10 connections each can serve, so a
// caller waiting for a connection means one was held too long, not that the machine is full.
const CONCURRENCY = 8;
const SAMPLE_EVERY_MS = 5_000;

async function runSoak(
  web: RunningServer[],
  worker: RunningServer,
  say: (line: string) => void,
): Promise<Pick<SoakResults, 'traffic' | 'matchingRuns' | 'processes'>> {
  const [first] = web as [RunningServer];
  const cookie = await subscriberCookie(first.origin);
  const matching = await startMatchingLoad(first.origin);
  const traffic = startMixedTraffic({
    origins: web.map((server) => server.origin),
    cookie,
    concurrency: CONCURRENCY,
    queries: readPathQueries(1_000),
  });
  const watched = [
    ...web.map((server, index) => ({ name: `web ${index + 1}`, server, origin: server.origin })),
    { name: 'worker', server: worker, origin: undefined },
  ];
  const samples = new Map<string, ProcessSample[]>(watched.map(({ name }) => [name, []]));
  const began = performance.now();
  let matchingRuns = 0;
  try {
    for (let elapsed = 0; elapsed <= SECONDS; elapsed = (performance.now() - began) / 1000) {
      for (const { name, server, origin } of watched) {
        const pid = server.child.pid as number;
        samples.get(name)?.push(await sampleProcess(pid, origin, elapsed));
      }
      if (Math.round(elapsed) % 60 < 5) {
        say(
          `soak ${elapsed.toFixed(0)} s: ${traffic.totals.requests} requests, ${traffic.totals.failures} failed`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  } finally {
    await traffic.stop();
    matchingRuns = matching.takeFinishedRuns();
    await matching.stop();
  }
  return {
    traffic: traffic.totals,
    matchingRuns,
    processes: watched.map(({ name }) => ({ name, samples: samples.get(name) ?? [] })),
  };
}

/** Runs the mini-soak on its own database and rewrites its section of docs/performance.md. */
export async function benchSoak(
  say: (line: string) => void,
  command = 'npm run bench',
): Promise<void> {
  if (!existsSync(join(repoRoot, 'dist/client/index.html'))) {
    throw new Error('dist/client is missing: run `npm run build` first');
  }
  if (SECONDS < SETTLE_SECONDS + 60)
    throw new Error(`SOAK_SECONDS must be at least ${SETTLE_SECONDS + 60}`);
  const workDir = mkdtempSync(join(tmpdir(), 'hireloop-bench-soak-'));
  const base = `hireloop_bench_soak`;
  const database = await createBenchDatabase(base);
  const servers: RunningServer[] = [];
  const loadAverage = loadavg()[0] ?? 0;
  try {
    say(`soak: loading ${POSTINGS} postings`);
    await loadBenchCatalogue({ kind: 'postgres', url: database.url, poolSize: 5 }, POSTINGS);
    const env = {
      DATA_DIR: join(workDir, 'app'),
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(48).toString('base64url'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      DEMO_DATA: 'false',
      DEMO_CORPUS: 'off',
      LOG_LEVEL: 'warn',
    };
    const logFile = join(workDir, 'servers.log');
    const start = async (script: string) => {
      const server = await spawnServer({ script, env, logFile });
      servers.push(server);
      return server;
    };
    const web = [await start('src/main.ts'), await start('src/main.ts')];
    const worker = await start('src/worker/main.ts');
    for (const server of web) {
      await waitUntil(server, `${server.origin}/readyz`, (r) => r.status === 200, 300_000);
    }
    say(`soak: ${SECONDS} s of mixed traffic on two web processes and a worker`);
    const measured = await runSoak(web, worker, say);
    writeSoakSection({
      date: new Date().toISOString().slice(0, 10),
      command: SECONDS === 300 ? command : `SOAK_SECONDS=${SECONDS} ${command}`,
      seconds: SECONDS,
      postings: POSTINGS,
      concurrency: CONCURRENCY,
      postgresVersion: database.serverVersion,
      loadAverage,
      ...measured,
    });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await dropBenchDatabase(base);
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const began = performance.now();
  benchSoak(
    (line) => console.info(`[bench ${((performance.now() - began) / 1000).toFixed(0)} s] ${line}`),
    'node bench/soak.ts',
  ).catch((error: unknown) => {
    console.error('soak bench failed:', error);
    process.exit(1);
  });
}
