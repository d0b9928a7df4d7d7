import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { LoopRun } from './closed-loop.ts';

export interface ReadPathDatabaseResult {
  kind: 'PostgreSQL' | 'PGlite';
  distinctSearches: number;
  floor: LoopRun;
  /** Matching runs that finished while the floor was measured (none for PGlite: app stopped). */
  floorRuns: number;
  api: LoopRun;
  apiRuns: number;
  /** The same API with SEARCH_CACHE_SECONDS=0 (decision 035). */
  apiUncached: LoopRun;
  apiUncachedRuns: number;
}

export interface ReadPathResults {
  date: string;
  postings: number;
  sequence: number;
  load: { concurrency: number; warmupSeconds: number; measuredSeconds: number };
  postgresVersion: string;
  loadAverage: number;
  databases: ReadPathDatabaseResult[];
}

/** The read path's goals: API throughput as a share of the floor's, and its p99. */
export const READ_PATH_GOALS = {
  PostgreSQL: { ratio: 0.7, p99Ms: 100 },
  PGlite: { ratio: undefined, p99Ms: 300 },
} as const;

const START = '<!-- read-path:start -->';
const END = '<!-- read-path:end -->';
const ms = (value: number) => `${value.toFixed(1)} ms`;
const rate = (value: number) => Math.round(value).toLocaleString('en-US');

function rows(result: ReadPathDatabaseResult): string[] {
  const goal = READ_PATH_GOALS[result.kind];
  const invalid = result.api.failures + result.floor.failures > 0;
  const ratio = result.api.requestsPerSecond / result.floor.requestsPerSecond;
  const verdict = (ok: boolean) => (invalid ? 'invalid' : ok ? 'pass' : '**miss**');
  const floorBeside =
    result.kind === 'PGlite' ? 'app stopped' : `${result.floorRuns} matching runs finished beside`;
  return [
    `| ${result.kind} | Floor: the same statements through the driver | ${rate(result.floor.requestsPerSecond)} req/s, p50 ${ms(result.floor.p50Ms)}, p99 ${ms(result.floor.p99Ms)} (${floorBeside}; failed ${result.floor.failures}) | — | — |`,
    `| ${result.kind} | API: \`GET /api/jobs\` over HTTP, signed in | ${rate(result.api.requestsPerSecond)} req/s, p50 ${ms(result.api.p50Ms)}, p99 ${ms(result.api.p99Ms)} (${result.apiRuns} matching runs finished beside; failed ${result.api.failures}) | p99 ≤ ${goal.p99Ms} ms | ${verdict(result.api.p99Ms <= goal.p99Ms)} |`,
    `| ${result.kind} | API with the search cache off (\`SEARCH_CACHE_SECONDS=0\`) | ${rate(result.apiUncached.requestsPerSecond)} req/s, p50 ${ms(result.apiUncached.p50Ms)}, p99 ${ms(result.apiUncached.p99Ms)} (${result.apiUncachedRuns} matching runs finished beside; failed ${result.apiUncached.failures}); ${((result.apiUncached.requestsPerSecond / result.floor.requestsPerSecond) * 100).toFixed(0)} % of the floor | — | — |`,
    `| ${result.kind} | API / floor throughput | ${(ratio * 100).toFixed(0)} % | ${goal.ratio ? `≥ ${goal.ratio * 100} %` : '—'} | ${goal.ratio ? verdict(ratio >= goal.ratio) : '—'} |`,
  ];
}

export function renderReadPathSection(results: ReadPathResults): string {
  const { load } = results;
  return [
    START,
    '## Read path: job search under load',
    '',
    `Measured by \`npm run bench\` (bench/read-path.ts) on ${results.date}: ${rate(results.postings)} generated postings (bench/catalogue-postings.ts, loaded as bench/catalogue.ts loads them) in PostgreSQL ${results.postgresVersion} on loopback and in PGlite. ${load.concurrency} concurrent callers, each sending its next request when the last is answered (${load.warmupSeconds} s warm-up, ${load.measuredSeconds} s measured), walk one seeded sequence of ${rate(results.sequence)} query strings (bench/read-path/queries.ts: text searches for occupation titles and aliases, filter-only searches by location, workplace and minimum salary, text narrowed by filters, 30 % on pages 2–5). **Floor**: the statements \`searchJobs()\` sent for each query string (recorded through a drizzle logger), replayed in order straight through the driver: a pg Pool of the app's size (10) in the bench process, or PGlite itself in the bench process. **API**: the real server (\`node src/main.ts\`, plus \`node src/worker/main.ts\` on PostgreSQL; the worker runs in the server process on PGlite) over kept-alive HTTP sockets with a subscriber's session cookie. During the API run (and the PostgreSQL floor) three subscribers with saved preferences ask for a matching run again as soon as the last finished. Load average (1 min) before: ${results.loadAverage.toFixed(2)}; load generator, app and database share 2 cores.`,
    '',
    '| Database | Measure | Measured | Goal | Result |',
    '|---|---|---|---|---|',
    ...results.databases.flatMap(rows),
    '',
    `Distinct searches in the sequence: ${results.databases.map((d) => `${d.kind} ${rate(d.distinctSearches)}`).join(', ')}. Command: \`npm run bench\` (everything), or alone: \`npm run build && node bench/read-path.ts\`; \`BENCH_JOBS=20000 node bench/read-path.ts\` for a quick check. The PostgreSQL database is named per run and dropped afterwards.`,
    END,
  ].join('\n');
}

/** Replaces this section in docs/performance.md (or appends it), leaving the rest as it is. */
export function writeReadPathSection(path: string, results: ReadPathResults): void {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Performance\n';
  const section = renderReadPathSection(results);
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${section}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(path, next);
}
