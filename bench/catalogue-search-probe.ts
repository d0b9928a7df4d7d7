// Search timings against a catalogue loaded once, for iterating on search without re-ingesting
// (bench/catalogue.ts loads 100,000 postings into a fresh database every run). Not part of
// `npm run bench`.
//   node bench/catalogue-search-probe.ts load pglite:/tmp/catalogue-100k
//   node bench/catalogue-search-probe.ts time pglite:/tmp/catalogue-100k
//   node bench/catalogue-search-probe.ts load postgres://postgres@127.0.0.1:5432/my_catalogue
// `load` expects an empty (or new) database; BENCH_JOBS sets its size (100,000 by default).
import { ingestSourcePostings } from '../src/core/catalogue/ingest-source-postings.ts';
import { occupationKnowledge } from '../src/core/catalogue/occupation-knowledge.ts';
import { searchJobs } from '../src/core/catalogue/search-jobs.ts';
import { settleCatalogue } from '../src/core/catalogue/settle-catalogue.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { jobSearchQuerySchema } from '../src/shared/schemas/jobs.ts';
import { benchPostings } from './catalogue-postings.ts';
import { benchSearchTerms, percentile } from './catalogue-search-timings.ts';

const [mode, target] = process.argv.slice(2);

function open(where: string): Promise<DatabaseHandle> {
  return where.startsWith('pglite:')
    ? openDatabase({ kind: 'pglite', dataDir: where.slice('pglite:'.length) })
    : openDatabase({ kind: 'postgres', url: where, poolSize: 5 });
}

async function load(handle: DatabaseHandle) {
  const postings = Number(process.env.BENCH_JOBS ?? 100_000);
  await migrateDatabase(handle);
  const counts = await ingestSourcePostings(handle.db, {
    kind: 'demo',
    key: 'bench',
    postings: (async function* () {
      yield* benchPostings(postings);
    })(),
    knowledge: occupationKnowledge,
    industry: null,
    isDemo: true,
    now: () => new Date(),
  });
  await settleCatalogue(handle.db);
  console.info('loaded', counts);
}

/** Both match modes, two timed rounds each after a warm-up, with the process's CPU per search. */
async function time(handle: DatabaseHandle) {
  const terms = benchSearchTerms(200);
  for (const match of ['all', 'any'] as const) {
    const queries = terms.map((q) => jobSearchQuerySchema.parse({ q, match }));
    for (const query of queries) await searchJobs(handle.db, query);
    for (const round of [1, 2]) {
      const timings: { ms: number; q: string }[] = [];
      const cpuBefore = process.cpuUsage();
      for (const query of queries) {
        const began = performance.now();
        await searchJobs(handle.db, query);
        timings.push({ ms: performance.now() - began, q: query.q ?? '' });
      }
      const cpu = process.cpuUsage(cpuBefore);
      const ms = timings.map((timing) => timing.ms);
      const slowest = timings.sort((a, b) => b.ms - a.ms).slice(0, 4);
      console.info(
        `${handle.kind} ${match} round ${round}: p50 ${percentile(ms, 50).toFixed(2)} ms, p95 ${percentile(ms, 95).toFixed(2)} ms,`,
        `process CPU ${((cpu.user + cpu.system) / 1000 / ms.length).toFixed(2)} ms/search;`,
        `slowest ${slowest.map((timing) => `"${timing.q}" ${timing.ms.toFixed(0)} ms`).join(', ')}`,
      );
    }
  }
}

if ((mode !== 'load' && mode !== 'time') || !target) {
  console.error(
    'usage: node bench/catalogue-search-probe.ts load|time pglite:<dir>|<postgres url>',
  );
  process.exit(2);
}
const handle = await open(target);
try {
  await (mode === 'load' ? load(handle) : time(handle));
} finally {
  await handle.close();
}
