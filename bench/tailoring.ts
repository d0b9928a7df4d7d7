// The tailoring part of `npm run bench`: one application package (no model) for one job, and a
// daily batch of 40 for one user, in this process (pure code, no database). bench/run.ts calls
// benchTailoring(); `node bench/tailoring.ts` runs it alone and rewrites only its section of
// docs/performance.md.
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { tailorApplicationPackage } from '../src/core/tailoring/tailor-application-package.ts';
import { inputFor } from '../src/core/tailoring/testing/persona-input.ts';
import {
  accountantPosting,
  cookPosting,
  driverPosting,
  electricianPosting,
  nursePosting,
  teacherPosting,
} from '../src/core/tailoring/testing/postings.ts';
import type { TailorInput, TailorJob } from '../src/core/tailoring/types.ts';
import { writeMarkedSection } from './marked-section.ts';

const RUNS = 600;
const BATCH = 40;
const BATCH_RUNS = 30;
const GOAL_MS = 5;
const START = '<!-- tailoring:start -->';
const END = '<!-- tailoring:end -->';

const pairs: [string, TailorJob][] = [
  ['rn-atlanta', nursePosting],
  ['truck-driver-columbus', driverPosting],
  ['electrician-houston', electricianPosting],
  ['accountant-chicago', accountantPosting],
  ['line-cook-new-orleans', cookPosting],
  ['teacher-omaha', teacherPosting],
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};

interface Timing {
  p50: number;
  p99: number;
  /** Mean CPU time of this process per run: what other processes on the cores inflate least. */
  cpuMean: number;
}

function timeRuns(runs: number, work: (run: number) => void): Timing {
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let run = 0; run < runs; run++) {
    const began = performance.now();
    work(run);
    times.push(performance.now() - began);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    cpuMean: (cpu.user + cpu.system) / 1000 / runs,
  };
}

/** A fresh input object each time: the per-input caches (facts, traces) are rebuilt, as for a new job. */
const fresh = (input: TailorInput): TailorInput => ({ ...input, job: { ...input.job } });

export interface TailoringBench {
  date: string;
  loadAverage: number;
  firstMs: number;
  one: Timing;
  batch: Timing;
}

export function measureTailoring(): TailoringBench {
  const loadAverage = loadavg()[0] ?? 0;
  const inputs = pairs.map(([persona, job]) => inputFor(persona, job));
  const firstBegan = performance.now();
  tailorApplicationPackage(fresh(inputs[0] as TailorInput));
  const firstMs = performance.now() - firstBegan;
  for (let i = 0; i < 60; i++)
    tailorApplicationPackage(fresh(inputs[i % inputs.length] as TailorInput));
  const one = timeRuns(RUNS, (run) =>
    tailorApplicationPackage(fresh(inputs[run % inputs.length] as TailorInput)),
  );
  // One user (the nurse), 40 different postings: the six, with their own ids, round-robin.
  const [persona] = pairs[0] ?? ['rn-atlanta'];
  const batchInputs = Array.from({ length: BATCH }, (_, i) => {
    const job = pairs[i % pairs.length]?.[1] ?? nursePosting;
    return inputFor(persona, { ...job, id: `${job.id}-${i}` });
  });
  const batch = timeRuns(BATCH_RUNS, () => {
    for (const input of batchInputs) tailorApplicationPackage(fresh(input));
  });
  return { date: new Date().toISOString(), loadAverage, firstMs, one, batch };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const verdict = (value: number) => (value <= GOAL_MS ? 'pass' : '**miss**');

export function renderTailoringSection(bench: TailoringBench): string {
  return [
    START,
    '## Tailoring (no model)',
    '',
    `Measured by \`npm run bench\` (bench/tailoring.ts; alone: \`node bench/tailoring.ts\`) on ${bench.date}, in one Node process, no database, no model: the six hand-written personas of eval/personas (nurse, truck driver, electrician, accountant, line cook, teacher) each with a posting of their occupation (src/core/tailoring/testing/postings.ts), a fresh input object per package so nothing is cached between jobs. ${RUNS} timed packages after 60 warm-up ones; the batch is one user's 40 packages, ${BATCH_RUNS} times. Load average (1 min) before: ${bench.loadAverage.toFixed(2)} on ${availableParallelism()} cores.`,
    '',
    ...(bench.loadAverage >= 1
      ? [
          `**This run shared the machine** (load average ${bench.loadAverage.toFixed(2)}): wall-clock p50/p99 include waiting for the cores; the CPU time per package is the figure least affected.`,
          '',
        ]
      : []),
    '| Measure | p50 | p99 | CPU per run (mean) | Goal | Result |',
    '|---|---:|---:|---:|---|---|',
    `| Tailor one package | ${ms(bench.one.p50)} | ${ms(bench.one.p99)} | ${ms(bench.one.cpuMean)} | ≤ ${GOAL_MS} ms at p50 | wall: ${verdict(bench.one.p50)}; CPU: ${verdict(bench.one.cpuMean)} |`,
    `| Batch of ${BATCH} packages, one user | ${ms(bench.batch.p50)} | ${ms(bench.batch.p99)} | ${ms(bench.batch.cpuMean)} | ≤ ${GOAL_MS} ms per package | per package: ${ms(bench.batch.p50 / BATCH)} wall at p50 (${verdict(bench.batch.p50 / BATCH)}), ${ms(bench.batch.cpuMean / BATCH)} CPU (${verdict(bench.batch.cpuMean / BATCH)}) |`,
    '',
    `The first package of a process also builds the occupation vocabulary and synonym table (342 occupations): ${ms(bench.firstMs)}, once per process.`,
    END,
  ].join('\n');
}

export function writeTailoringSection(bench: TailoringBench) {
  writeMarkedSection(START, END, renderTailoringSection(bench));
}

export async function benchTailoring(say: (line: string) => void) {
  say('tailoring: one package and a batch of 40');
  const bench = measureTailoring();
  writeTailoringSection(bench);
  say(
    `tailoring: one p50 ${ms(bench.one.p50)} p99 ${ms(bench.one.p99)} cpu ${ms(bench.one.cpuMean)}; batch of ${BATCH} p50 ${ms(bench.batch.p50)} cpu ${ms(bench.batch.cpuMean)}`,
  );
  return bench;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchTailoring((line) => console.info(line));
}
