// The catalogue's performance goals (issue 5 §7), on PGlite and PostgreSQL. Part of `npm run
// bench`; alone: `npm run build && node bench/catalogue.ts` (BENCH_JOBS=20000 for a quick check).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { jobs } from '../src/db/schema/index.ts';
import { createBenchDatabase, dropBenchDatabase } from './bench-database.ts';
import {
  type CatalogueDatabaseResult,
  type CatalogueResults,
  writeCatalogueSection,
} from './catalogue-report.ts';
import { benchSearchTerms, timeSearches } from './catalogue-search-timings.ts';
import { subscriberCookie } from './catalogue-subscriber.ts';
import { measureWriteCeiling } from './catalogue-write-ceiling.ts';
import { ingestBenchPostings } from './load-bench-catalogue.ts';
import { type LoadRun, measureLoad } from './measure-load.ts';
import { repoRoot, spawnServer, waitUntil } from './spawn-server.ts';

const POSTINGS = Number(process.env.BENCH_JOBS ?? 100_000);
const SEARCHES = 200;
const API_PATH = '/api/jobs?q=registered+nurse';

/**
 * Its own name: the load phase of `npm run bench` drops hireloop_bench when it finishes.
 * BENCH_CATALOGUE_DATABASE lets two checkouts run this bench side by side on one server.
 */
const CATALOGUE_DATABASE = process.env.BENCH_CATALOGUE_DATABASE ?? 'hireloop_bench_catalogue';

interface Target {
  kind: CatalogueDatabaseResult['kind'];
  open(): Promise<DatabaseHandle>;
  /** Another empty database of the same kind, for the write ceiling. */
  openSpare(): Promise<DatabaseHandle>;
  /** What the app needs to open the same database. */
  serverEnv: Record<string, string>;
}

async function measureDatabase(
  target: Target,
  workDir: string,
  say: (line: string) => void,
): Promise<CatalogueDatabaseResult> {
  const spare = await target.openSpare();
  let writeCeilingSeconds: number;
  try {
    say(`${target.kind}: the database's share alone (write ceiling)`);
    writeCeilingSeconds = (await measureWriteCeiling(spare, POSTINGS)).seconds;
    say(`${target.kind}: write ceiling ${Math.round(POSTINGS / writeCeilingSeconds)} postings/s`);
  } finally {
    await spare.close();
  }
  const handle = await target.open();
  let ingestSeconds: number;
  let storedJobs: number;
  let allTerms: CatalogueDatabaseResult['allTerms'];
  let anyTerms: CatalogueDatabaseResult['anyTerms'];
  try {
    await migrateDatabase(handle);
    say(`${target.kind}: ingesting ${POSTINGS} postings`);
    const began = performance.now();
    // The load's cost includes what an ingestion run does after its sources.
    const counts = await ingestBenchPostings(handle.db, POSTINGS);
    ingestSeconds = (performance.now() - began) / 1000;
    const [stored] = await handle.db.select({ n: count() }).from(jobs);
    storedJobs = stored?.n ?? 0;
    say(
      `${target.kind}: ${Math.round(POSTINGS / ingestSeconds)} postings/s (${JSON.stringify(counts)}, ${storedJobs} jobs)`,
    );
    const terms = benchSearchTerms(SEARCHES);
    allTerms = await timeSearches(handle.db, terms, 'all');
    anyTerms = await timeSearches(handle.db, terms, 'any');
    say(
      `${target.kind}: all-terms ${JSON.stringify(allTerms)}, any-terms ${JSON.stringify(anyTerms)}`,
    );
  } finally {
    await handle.close();
  }
  const server = await spawnServer({
    script: 'src/main.ts',
    env: {
      ...target.serverEnv,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: randomBytes(48).toString('base64url'),
    },
    logFile: join(workDir, 'servers.log'),
  });
  try {
    await waitUntil(server, `${server.origin}/readyz`, (response) => response.status === 200);
    const cookie = await subscriberCookie(server.origin);
    const api = await measureLoad({
      url: `${server.origin}${API_PATH}`,
      headers: { cookie },
      serverPid: server.child.pid,
    });
    say(`${target.kind}: GET ${API_PATH} ${Math.round(api.requestsPerSecond)} req/s`);
    return {
      kind: target.kind,
      storedJobs,
      ingestSeconds,
      writeCeilingSeconds,
      allTerms,
      anyTerms,
      api,
    };
  } finally {
    await server.stop();
  }
}

async function measureBare(workDir: string): Promise<LoadRun> {
  const server = await spawnServer({
    script: 'bench/bare-http-server.ts',
    env: {},
    logFile: join(workDir, 'servers.log'),
  });
  try {
    await waitUntil(server, `${server.origin}/`, (response) => response.status === 200);
    return await measureLoad({
      url: `${server.origin}/`,
      headers: {},
      serverPid: server.child.pid,
    });
  } finally {
    await server.stop();
  }
}

/** Measures everything and rewrites the Catalogue section of docs/performance.md. */
export async function benchCatalogue(say: (line: string) => void): Promise<CatalogueResults> {
  if (!existsSync(join(repoRoot, 'dist/client/index.html'))) {
    throw new Error('dist/client is missing: run `npm run build` first');
  }
  const workDir = mkdtempSync(join(tmpdir(), 'hireloop-bench-catalogue-'));
  const loadAverage = loadavg()[0] ?? 0;
  const pgliteDir = join(workDir, 'pglite-app');
  const database = await createBenchDatabase(CATALOGUE_DATABASE);
  const spareDatabase = await createBenchDatabase(`${CATALOGUE_DATABASE}_spare`);
  try {
    const targets: Target[] = [
      {
        kind: 'PGlite',
        open: () => openDatabase({ kind: 'pglite', dataDir: join(pgliteDir, 'pglite') }),
        openSpare: () => openDatabase({ kind: 'pglite', dataDir: join(workDir, 'pglite-spare') }),
        serverEnv: { DATA_DIR: pgliteDir },
      },
      {
        kind: 'PostgreSQL',
        open: () => openDatabase({ kind: 'postgres', url: database.url, poolSize: 5 }),
        openSpare: () => openDatabase({ kind: 'postgres', url: spareDatabase.url, poolSize: 5 }),
        serverEnv: {
          DATA_DIR: join(workDir, 'postgres-app'),
          DATABASE_URL: database.url,
          DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        },
      },
    ];
    const databases: CatalogueDatabaseResult[] = [];
    for (const target of targets) databases.push(await measureDatabase(target, workDir, say));
    const bare = await measureBare(workDir);
    say(`bare node:http ${Math.round(bare.requestsPerSecond)} req/s`);
    const results: CatalogueResults = {
      date: new Date().toISOString().slice(0, 10),
      postings: POSTINGS,
      searches: SEARCHES,
      postgresVersion: database.serverVersion,
      loadAverage,
      bare,
      databases,
    };
    writeCatalogueSection(join(repoRoot, 'docs/performance.md'), results);
    return results;
  } finally {
    await dropBenchDatabase(CATALOGUE_DATABASE);
    await dropBenchDatabase(`${CATALOGUE_DATABASE}_spare`);
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const began = performance.now();
  benchCatalogue((line) =>
    console.info(`[bench ${((performance.now() - began) / 1000).toFixed(0)} s] ${line}`),
  ).catch((error: unknown) => {
    console.error('catalogue bench failed:', error);
    process.exit(1);
  });
}
