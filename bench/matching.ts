// The matching part of `npm run bench`: ranking 100,000 open jobs for one user, and one feedback
// update, in this process (pure code, no database). bench/run.ts calls benchMatching();
// `node bench/matching.ts` runs it alone and rewrites only its section of docs/performance.md.
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { applyFeedback, type Feedback } from '../src/core/matching/apply-feedback.ts';
import { buildJobIndex } from '../src/core/matching/build-job-index.ts';
import {
  emptyPreferenceModel,
  type PreferenceModel,
} from '../src/core/matching/preference-model.ts';
import { prepareScoring } from '../src/core/matching/prepare-scoring.ts';
import { rankJobs } from '../src/core/matching/rank-jobs.ts';
import { scoreJob } from '../src/core/matching/score-job.ts';
import type { MatchProfile } from '../src/core/matching/types.ts';
import { writeMarkedSection } from './marked-section.ts';
import { socOf, syntheticJobs } from './matching/synthetic-jobs.ts';

const JOBS = 100_000;
const RANK_RUNS = 200;
const FEEDBACK_RUNS = 2000;
const GOALS = { rankMs: 10, rankLimitMs: 50, feedbackMs: 2, feedbackLimitMs: 20 };
const START = '<!-- matching:start -->';
const END = '<!-- matching:end -->';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};

interface Timing {
  /** The fastest run: the cost when nothing else competed for the core. */
  min: number;
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
    min: Math.min(...times),
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    cpuMean: (cpu.user + cpu.system) / 1000 / runs,
  };
}

const profile: MatchProfile = {
  occupationSoc: socOf(3),
  relatedSocs: [socOf(4)],
  titleTerms: ['title', '3'],
  skills: Array.from({ length: 10 }, (_, i) => `skill ${i * 3}`),
  tools: ['skill 1', 'skill 2'],
  certifications: ['cert 1'],
  salaryBand: '50000-100000',
  salaryFloor: null,
  location: { lat: 30.267, lon: -97.743, label: 'Austin, TX' },
  remoteOk: true,
  remoteOnly: false,
  willingToRelocate: false,
  radiusMiles: 30,
  yearsOfExperience: 6,
  seniority: 2.5,
  employmentTypes: [],
  industries: [],
  shifts: [],
};

export interface MatchingBench {
  date: string;
  /** Many different people ranked one after another, as a daily run does (core only). */
  manyUsers: { users: number; cpuSeconds: number; wallSeconds: number };
  loadAverage: number;
  indexBuildMs: number;
  indexHeapMb: number;
  rankEmpty: Timing;
  rankLearned: Timing;
  feedback: Timing;
  learnedTerms: number;
}

const MANY_USERS = 1000;
const cities = [
  [30.267, -97.743],
  [41.85, -87.65],
  [47.606, -122.332],
  [33.448, -112.074],
  [39.739, -104.985],
] as const;

/** People of different occupations, skills and places, so no two rankings read the same words. */
function rankManyUsers(index: ReturnType<typeof buildJobIndex>, now: Date) {
  const cpuBefore = process.cpuUsage();
  const began = performance.now();
  for (let user = 0; user < MANY_USERS; user++) {
    const [lat, lon] = cities[user % cities.length] ?? cities[0];
    const person: MatchProfile = {
      ...profile,
      occupationSoc: socOf(user % 342),
      relatedSocs: [],
      titleTerms: ['title', String(user % 342)],
      skills: Array.from({ length: 10 }, (_, i) => `skill ${(user * 37 + i * 101) % 6000}`),
      location: { lat, lon, label: 'somewhere' },
    };
    rankJobs(index, prepareScoring(person, emptyPreferenceModel()), { now, limit: 50 });
  }
  const cpu = process.cpuUsage(cpuBefore);
  return {
    users: MANY_USERS,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    wallSeconds: (performance.now() - began) / 1000,
  };
}

export function measureMatching(): MatchingBench {
  const now = new Date();
  const loadAverage = loadavg()[0] ?? 0;
  const jobs = syntheticJobs(JOBS, now);
  globalThis.gc?.();
  const memory = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const heapBefore = memory();
  const buildBegan = performance.now();
  const index = buildJobIndex(jobs);
  const indexBuildMs = performance.now() - buildBegan;
  globalThis.gc?.();
  const indexHeapMb = (memory() - heapBefore) / 1e6;

  const shown = jobs.slice(0, 300).map((job) => job.id);
  const rank = (model: PreferenceModel) => {
    const ctx = prepareScoring(profile, model);
    return rankJobs(index, ctx, { now, limit: 50, excludeJobIds: shown });
  };
  for (let i = 0; i < 20; i++) rank(emptyPreferenceModel());
  const rankEmpty = timeRuns(RANK_RUNS, () => rank(emptyPreferenceModel()));

  // A model after many answers: feedback on jobs the ranking showed, half liked.
  let model = emptyPreferenceModel();
  const ctx = prepareScoring(profile, model);
  const feedbackJobs = jobs.slice(0, FEEDBACK_RUNS);
  const parts = feedbackJobs.map((job) => scoreJob(ctx, job, now).parts);
  const feedback = timeRuns(FEEDBACK_RUNS, (run) => {
    const job = feedbackJobs[run];
    const jobParts = parts[run];
    if (!job || !jobParts) return;
    const answer: Feedback = run % 2 ? { kind: 'like' } : { kind: 'dislike', reason: null };
    model = applyFeedback(model, { job, parts: jobParts, feedback: answer });
  });
  for (let i = 0; i < 20; i++) rank(model);
  const rankLearned = timeRuns(RANK_RUNS, () => rank(model));
  const manyUsers = rankManyUsers(index, now);
  return {
    date: now.toISOString(),
    manyUsers,
    loadAverage,
    indexBuildMs,
    indexHeapMb,
    rankEmpty,
    rankLearned,
    feedback,
    learnedTerms: Object.keys(model.termWeights).length,
  };
}

const ms = (value: number) => `${value.toFixed(value < 1 ? 3 : 2)} ms`;
const verdict = (value: number, goal: number, limit: number) =>
  value <= goal ? 'pass' : value <= limit ? 'within limit, goal missed' : '**miss**';
/** By p99 latency, and by CPU time, which other work on the machine inflates far less. */
const verdicts = (timing: Timing, goal: number, limit: number) =>
  `p99: ${verdict(timing.p99, goal, limit)}; CPU: ${verdict(timing.cpuMean, goal, limit)}`;

export function renderMatchingSection(bench: MatchingBench): string {
  return [
    START,
    '## Matching',
    '',
    `Measured by \`npm run bench\` (bench/matching.ts) on ${bench.date}, in one Node process, no database: ${JOBS.toLocaleString('en-US')} synthetic open jobs shaped like the catalogue (342 occupations, 6,000 skills, 40 terms per job from 40,000, one or two US cities), ranked for one user with 12 skills, a place and a salary band, 300 jobs excluded as already shown, top 50 kept. ${RANK_RUNS} timed rankings after 20 warm-up ones; ${FEEDBACK_RUNS} feedback updates (half likes, half dislikes) on a growing model. Load average (1 min) before: ${bench.loadAverage.toFixed(2)} on ${availableParallelism()} cores.`,
    '',
    ...(bench.loadAverage >= 1
      ? [
          `**This run shared the machine** (load average ${bench.loadAverage.toFixed(2)}): wall-clock p50/p99 include waiting for the cores; the CPU time per operation is the figure least affected.`,
          '',
        ]
      : []),
    '| Measure | Fastest | p50 | p99 | CPU per operation (mean) | Goal | Result |',
    '|---|---:|---:|---:|---:|---|---|',
    `| Rank 100,000 jobs, new user | ${ms(bench.rankEmpty.min)} | ${ms(bench.rankEmpty.p50)} | ${ms(bench.rankEmpty.p99)} | ${ms(bench.rankEmpty.cpuMean)} | ≤ ${GOALS.rankMs} ms (at most ${GOALS.rankLimitMs}) | ${verdicts(bench.rankEmpty, GOALS.rankMs, GOALS.rankLimitMs)} |`,
    `| Rank 100,000 jobs, after ${FEEDBACK_RUNS.toLocaleString('en-US')} answers (${bench.learnedTerms} learned terms) | ${ms(bench.rankLearned.min)} | ${ms(bench.rankLearned.p50)} | ${ms(bench.rankLearned.p99)} | ${ms(bench.rankLearned.cpuMean)} | ≤ ${GOALS.rankMs} ms (at most ${GOALS.rankLimitMs}) | ${verdicts(bench.rankLearned, GOALS.rankMs, GOALS.rankLimitMs)} |`,
    `| One like or dislike applied to the model | ${ms(bench.feedback.min)} | ${ms(bench.feedback.p50)} | ${ms(bench.feedback.p99)} | ${ms(bench.feedback.cpuMean)} | p99 ≤ ${GOALS.feedbackMs} ms (at most ${GOALS.feedbackLimitMs}) | ${verdicts(bench.feedback, GOALS.feedbackMs, GOALS.feedbackLimitMs)} |`,
    '',
    `${bench.manyUsers.users.toLocaleString('en-US')} different people (varied occupations, skills, cities) ranked one after another over the same index: ${bench.manyUsers.cpuSeconds.toFixed(1)} s of CPU (${bench.manyUsers.wallSeconds.toFixed(1)} s wall), so ranking alone for 10,000 users costs about ${(bench.manyUsers.cpuSeconds * (10_000 / bench.manyUsers.users)).toFixed(0)} CPU seconds, to be shared by the worker's cores; the daily run adds its reads and writes.`,
    '',
    `Building the typed-array index of the 100,000 jobs (once per catalogue change, shared by every user): ${bench.indexBuildMs.toFixed(0)} ms, about ${bench.indexHeapMb.toFixed(0)} MB (heap and typed arrays) beyond the job objects.`,
    '',
    'Alone: `node bench/matching.ts` rewrites only this section.',
    END,
  ].join('\n');
}

export function writeMatchingSection(bench: MatchingBench) {
  writeMarkedSection(START, END, renderMatchingSection(bench));
}

export async function benchMatching(say: (line: string) => void) {
  say('matching: ranking 100,000 jobs and applying feedback');
  const bench = measureMatching();
  writeMatchingSection(bench);
  say(
    `matching: rank p50 ${ms(bench.rankEmpty.p50)} p99 ${ms(bench.rankEmpty.p99)} cpu ${ms(bench.rankEmpty.cpuMean)}; learned p99 ${ms(bench.rankLearned.p99)} cpu ${ms(bench.rankLearned.cpuMean)}; feedback p50 ${ms(bench.feedback.p50)} p99 ${ms(bench.feedback.p99)} cpu ${ms(bench.feedback.cpuMean)}`,
  );
  return bench;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await benchMatching((line) => console.info(line));
}
