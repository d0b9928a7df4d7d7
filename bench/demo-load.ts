// The demo corpus's first load on the embedded database (decisions 041, 072): how long the
// default 21,204 postings take from empty boards to stored jobs, as a ratio to reading and
// preparing the same postings with nothing stored (the floor), and how a web request fares
// meanwhile. Part of `npm run bench`; alone: `node bench/demo-load.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { connectorFor } from '../src/core/catalogue/connectors/index.ts';
import { loadDemoCorpus } from '../src/core/catalogue/load-demo-corpus.ts';
import { occupationKnowledge } from '../src/core/catalogue/occupation-knowledge.ts';
import { preparePosting } from '../src/core/catalogue/prepare-posting.ts';
import { emptyFeedReport, readFeed } from '../src/core/catalogue/read-feed.ts';
import { loadConfig } from '../src/core/config/load-config.ts';
import { createDemoFetch, demoSources } from '../src/core/demo-corpus/index.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { sql } from '../src/db/orm.ts';
import { describeMachine } from './machine-info.ts';
import { writeMarkedSection } from './marked-section.ts';
import { median } from './median.ts';

const SIZE = 21_204;
/** A stand-in request: this many queries one after another, as a page's API call makes. */
const QUERIES_PER_REQUEST = 8;

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1e6;
};

/** Every demo board read through its connector and each posting prepared, nothing stored. */
async function readAndPrepare(): Promise<{ wall: number; cpu: number; postings: number }> {
  const began = performance.now();
  const cpu = process.cpuUsage();
  const fetchContext = { fetch: createDemoFetch({ size: SIZE }), now: () => new Date() };
  let postings = 0;
  for (const source of demoSources(SIZE)) {
    const connector = connectorFor(source.kind);
    if (!connector) throw new Error(`no connector for ${source.kind}`);
    const feed = connector.fetchPostings(source, fetchContext as never);
    for await (const posting of readFeed(feed, emptyFeedReport())) {
      preparePosting(posting, occupationKnowledge, null);
      postings++;
    }
  }
  return { wall: (performance.now() - began) / 1000, cpu: cpuSeconds(cpu), postings };
}

/** The load into an empty on-disk PGlite database, with a request every 200 ms meanwhile. */
async function load(workDir: string) {
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(workDir, 'pglite') });
  await migrateDatabase(handle);
  const config = loadConfig({ DATA_DIR: workDir, LOG_LEVEL: 'silent' });
  const queue = { send: async () => null, sendAfter: async () => null };
  const requests: number[] = [];
  let loading = true;
  const prober = (async () => {
    while (loading) {
      const began = performance.now();
      for (let query = 0; query < QUERIES_PER_REQUEST; query++) {
        await handle.db.execute(sql`select count(*) from users`);
      }
      requests.push(performance.now() - began);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const began = performance.now();
  const cpu = process.cpuUsage();
  const result = await loadDemoCorpus({
    db: handle.db,
    config,
    log: pino({ level: 'silent' }),
    jobs: queue as never,
  });
  const seconds = { wall: (performance.now() - began) / 1000, cpu: cpuSeconds(cpu) };
  loading = false;
  await prober;
  await handle.close();
  if (result?.status !== 'succeeded') throw new Error(`the demo load ended ${result?.status}`);
  return { ...seconds, stored: result.totals.created, requests: requests.sort((a, b) => a - b) };
}

export async function benchDemoLoad(say: (line: string) => void, command = 'npm run bench') {
  const workDir = mkdtempSync(join(tmpdir(), 'hireloop-bench-demo-load-'));
  try {
    const floor = await readAndPrepare();
    say(`demo load floor: ${floor.wall.toFixed(1)} s to read and prepare ${floor.postings}`);
    const loaded = await load(workDir);
    say(`demo load: ${loaded.wall.toFixed(1)} s for ${loaded.stored} postings`);
    const at = (share: number) =>
      loaded.requests[
        Math.min(loaded.requests.length - 1, Math.floor(share * loaded.requests.length))
      ] ?? 0;
    const machine = describeMachine();
    writeMarkedSection(
      '<!-- demo-load:start -->',
      '<!-- demo-load:end -->',
      [
        '<!-- demo-load:start -->',
        "### The demo corpus's first load (decisions 041, 072)",
        `Measured by \`${command}\` (bench/demo-load.ts) on ${new Date().toISOString().slice(0, 10)}: the default ${SIZE.toLocaleString('en-US')} demo postings loaded by \`loadDemoCorpus\` (demo boards → connectors → preparation in the worker thread → storage) into an empty on-disk PGlite database in this process; the floor is every board read through its connector and each posting prepared on this thread with nothing stored. Meanwhile a stand-in request (${QUERIES_PER_REQUEST} queries one after another) every 200 ms. CPU is this process's, worker thread included. ${machine.cpuModel}, ${machine.cores} cores, Node ${machine.node}; load average (1 min) ${machine.loadAverage}.`,
        '',
        '| Measure | Wall | CPU | Ratio to the floor (wall) |',
        '|---|---:|---:|---:|',
        `| Read and prepare, nothing stored (floor) | ${floor.wall.toFixed(1)} s | ${floor.cpu.toFixed(1)} s | 1.0× |`,
        `| The load | ${loaded.wall.toFixed(1)} s | ${loaded.cpu.toFixed(1)} s | ${(loaded.wall / floor.wall).toFixed(2)}× |`,
        '',
        `A request during the load: median ${median(loaded.requests).toFixed(0)} ms, 95th percentile ${at(0.95).toFixed(0)} ms, worst ${at(1).toFixed(0)} ms (${loaded.requests.length} requests).`,
        '<!-- demo-load:end -->',
      ].join('\n'),
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const began = performance.now();
  benchDemoLoad(
    (line) => console.info(`[bench ${((performance.now() - began) / 1000).toFixed(0)} s] ${line}`),
    'node bench/demo-load.ts',
  ).catch((error: unknown) => {
    console.error('demo-load bench failed:', error);
    process.exit(1);
  });
}
