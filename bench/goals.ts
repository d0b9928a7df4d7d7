import { median } from './median.ts';
import { type BenchResults, summarize } from './results.ts';

export type Verdict = 'pass' | 'miss' | 'invalid' | 'reported';

export interface GoalRow {
  id: string;
  measure: string;
  figure: string;
  goal: string;
  verdict: Verdict;
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;

/** A figure built on a run with failed requests is not a result, whatever it says. */
function judge(passed: boolean, failures: number): Verdict {
  if (failures > 0) return 'invalid';
  return passed ? 'pass' : 'miss';
}

export function evaluateGoals(results: BenchResults): GoalRow[] {
  const bare = summarize(results.load.bare);
  const healthz = summarize(results.load.healthz);
  const mePglite = summarize(results.load.mePglite);
  const mePostgres = summarize(results.load.mePostgres);
  const ratio = (a: typeof bare, b: typeof bare) => a.requestsPerSecond / b.requestsPerSecond;
  const ratioRow = (id: string, measure: string, a: typeof bare, b: typeof bare, goal: number) => ({
    id,
    measure,
    figure: `${percent(ratio(a, b))} (${perSecond(a.requestsPerSecond)} / ${perSecond(b.requestsPerSecond)})`,
    goal: `≥ ${percent(goal)}`,
    verdict: judge(ratio(a, b) >= goal, a.failures + b.failures),
  });
  const p99Row = (id: string, measure: string, target: typeof bare) => ({
    id,
    measure,
    figure: `${target.p99Ms.toFixed(1)} ms (p50 ${target.p50Ms.toFixed(1)} ms)`,
    goal: '≤ 15 ms',
    verdict: judge(target.p99Ms <= 15, target.failures),
  });
  const cold = median(results.coldStarts.map((start) => start.firstPageSeconds));
  const warm = median(results.warmStarts.map((start) => start.firstPageSeconds));
  return [
    ratioRow('1', '`/healthz` req/s vs bare `node:http`', healthz, bare, 0.95),
    ratioRow('2', '`/api/me` (PGlite) req/s vs bare `node:http`', mePglite, bare, 0.25),
    p99Row('2', '`/api/me` (PGlite) p99 latency at 50 connections', mePglite),
    ratioRow('2 (PostgreSQL)', '`/api/me` (PostgreSQL) req/s vs bare', mePostgres, bare, 0.25),
    p99Row('2 (PostgreSQL)', '`/api/me` (PostgreSQL) p99 latency', mePostgres),
    ratioRow('3', '`/api/me` req/s, PGlite / PostgreSQL', mePglite, mePostgres, 0.4),
    {
      id: '4',
      measure: 'Cold start to first page (empty DATA_DIR)',
      figure: `${cold.toFixed(2)} s`,
      goal: '≤ 2.5 s',
      verdict: judge(cold <= 2.5, 0),
    },
    {
      id: '4',
      measure: 'Warm start to first page (same DATA_DIR)',
      figure: `${warm.toFixed(2)} s`,
      goal: '— (reported)',
      verdict: 'reported',
    },
  ];
}
