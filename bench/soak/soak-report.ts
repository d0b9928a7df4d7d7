import { writeMarkedSection } from '../marked-section.ts';
import type { TrafficTotals } from './mixed-traffic.ts';
import type { ProcessSample } from './process-sample.ts';

export interface SoakProcess {
  name: string;
  samples: ProcessSample[];
}

export interface SoakResults {
  date: string;
  command: string;
  seconds: number;
  postings: number;
  concurrency: number;
  postgresVersion: string;
  loadAverage: number;
  traffic: TrafficTotals;
  matchingRuns: number;
  processes: SoakProcess[];
}

/** The reference's mini-soak goals (`reliability-security.md` §6). */
export const SOAK_GOALS = { rssGrowth: 0.1 } as const;
/** Memory is compared after this long (start-up and the first requests fill caches and pools). */
export const SETTLE_SECONDS = 60;
const WINDOW_SECONDS = 30;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Median resident memory just after settling, and over the last half-minute. */
export function rssGrowth(samples: ProcessSample[], seconds: number) {
  const within = (from: number, to: number) =>
    samples.filter((s) => s.atSeconds >= from && s.atSeconds < to).map((s) => s.rssBytes);
  const settled = median(within(SETTLE_SECONDS, SETTLE_SECONDS + WINDOW_SECONDS));
  const last = median(within(seconds - WINDOW_SECONDS, seconds + 1));
  return { settled, last, growth: last / settled - 1 };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
const verdict = (pass: boolean) => (pass ? 'pass' : '**miss**');

const waitingCell = (most: number) => (most === 0 ? 'none waiting' : `up to ${most} waiting`);

function processRow(process: SoakProcess, seconds: number): string {
  const { settled, last, growth } = rssGrowth(process.samples, seconds);
  const pools = process.samples.flatMap((s) => (s.pool ? [s.pool] : []));
  const poolCell = pools.length
    ? `${Math.max(...pools.map((p) => p.total))} of ${pools[0]?.max}, ${waitingCell(Math.max(...pools.map((p) => p.waiting)))}`
    : '—';
  const errors = process.samples.at(-1)?.serverErrors;
  return `| ${process.name} | ${mb(settled)} | ${mb(last)} | ${pct(growth)} ${verdict(growth < SOAK_GOALS.rssGrowth)} | ${poolCell} | ${errors ?? '—'} |`;
}

export function writeSoakSection(results: SoakResults): void {
  const { traffic, seconds } = results;
  const pools = results.processes.flatMap((p) =>
    p.samples.flatMap((s) => (s.pool ? [s.pool] : [])),
  );
  const exhausted = pools.filter((p) => p.waiting > 0).length;
  const serverErrors = results.processes.reduce(
    (sum, p) => sum + (p.samples.at(-1)?.serverErrors ?? 0),
    0,
  );
  const growths = results.processes.map((p) => rssGrowth(p.samples, seconds).growth);
  const section = `<!-- soak:start -->
## Mini-soak

Measured by \`${results.command}\` on ${results.date} (${seconds} s; load average ${results.loadAverage.toFixed(2)} at the start), PostgreSQL ${results.postgresVersion}.

The production shape: two web processes and one worker process on one PostgreSQL database, with ${results.postings.toLocaleString('en-US')} postings. ${results.concurrency} callers walk a subscriber's requests over both web processes (the page, \`/api/me\`, plans, matches, a job search from the read path's sequence, profile, tracker, the latest run, and every fourth cycle a preferences save that queues a matching run), while three other subscribers ask for a matching run as soon as the last one ended, so the worker ranks the whole time. Every 5 s each process's resident memory is read from \`/proc\`, and each web process's \`/metrics\` gives its pool (\`hireloop_db_pool_connections\`) and its 5xx count. Memory growth compares the median of the last ${WINDOW_SECONDS} s with the median of the ${WINDOW_SECONDS} s after the first ${SETTLE_SECONDS} s (start-up fills caches and pools). A pool sample is "exhausted" when callers were waiting for a connection; 5 s samples can miss a brief wait, so this is a sample, not a proof.

| Goal (reference §6) | Measured | Result |
|---|---|---|
| RSS growth < 10 % | largest ${pct(Math.max(...growths))}${Math.max(...growths) < 0 ? ' (every process ended smaller than it settled)' : ''} | ${verdict(growths.every((g) => g < SOAK_GOALS.rssGrowth))} |
| Pool never exhausted | ${exhausted} of ${pools.length} samples with a caller waiting | ${verdict(exhausted === 0)} |
| 0 errors | ${traffic.failures} failed of ${traffic.requests.toLocaleString('en-US')} requests (${(traffic.requests / seconds).toFixed(0)} req/s); ${serverErrors} 5xx on the servers' counters | ${verdict(traffic.failures === 0 && serverErrors === 0)} |

${results.matchingRuns} matching runs finished during the soak.${traffic.failureSamples.length ? ` First failures: ${traffic.failureSamples.map((f) => `\`${f}\``).join(', ')}.` : ''}

| Process | RSS after settling | RSS at the end | Growth | Pool connections (most open) | 5xx |
|---|---:|---:|---:|---|---:|
${results.processes.map((p) => processRow(p, seconds)).join('\n')}
<!-- soak:end -->`;
  writeMarkedSection('<!-- soak:start -->', '<!-- soak:end -->', section);
}
