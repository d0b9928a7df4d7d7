import { describe, expect, it } from 'vitest';
import {
  AUSTIN,
  DALLAS,
  makeJob,
  makeProfile,
  NOW,
  ROUND_ROCK,
} from '../../../tests/helpers/matching-fixtures.ts';
import { buildJobIndex } from './build-job-index.ts';
import { emptyPreferenceModel, type PreferenceModel } from './preference-model.ts';
import { prepareScoring } from './prepare-scoring.ts';
import { rankJobs } from './rank-jobs.ts';
import { scoreJob } from './score-job.ts';
import type { MatchableJob, MatchProfile } from './types.ts';

/** Deterministic (mulberry32): the same catalogue on every run. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const socs = ['29-1141', '29-2061', '29-1145', '29-1071', '29-2034', '53-3032', null];
const titles = ['Registered Nurse', 'Senior Nurse', 'Nurse Manager', 'LPN', 'Truck Driver'];
const skillPool = [
  'IV therapy',
  'Patient care',
  'Telemetry',
  'Wound care',
  'Triage',
  'Epic',
  'CDL',
];
const wordPool = ['icu', 'nights', 'hospital', 'clinic', 'agency', 'remote', 'days', 'union'];
const places = [AUSTIN, ROUND_ROCK, DALLAS, { lat: 40.7, lon: -74 }];

/** Many jobs alike in most parts, so scores crowd and tie around the cut. */
function catalogue(count: number): MatchableJob[] {
  const random = randomSource(11);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const words = wordPool.filter(() => random() < 0.4);
    const place = pick(places);
    return makeJob({
      id: `job-${i}`,
      occupationSoc: pick(socs),
      title: pick(titles),
      companyKey: `company ${i % 40}`,
      skills: skillPool.filter(() => random() < 0.4),
      tools: random() < 0.3 ? ['Epic'] : [],
      certifications: random() < 0.3 ? ['BLS'] : [],
      salaryAnnualUsdMin: random() < 0.7 ? 40_000 + Math.floor(random() * 8) * 10_000 : null,
      salaryAnnualUsdMax: random() < 0.5 ? 120_000 : null,
      locations: random() < 0.9 ? [{ city: 'X', region: 'TX', country: 'US', ...place }] : [],
      workplace: pick(['onsite', 'onsite', 'hybrid', 'remote', 'unknown'] as const),
      employmentType: pick(['FULL_TIME', 'PART_TIME', null]),
      industry: pick(['Healthcare', 'Retail', null]),
      postedAt: new Date(NOW.getTime() - Math.floor(random() * 40) * 86_400_000),
      description: words.join(' '),
    });
  });
}

function learnedModel(weights: Record<string, number>): PreferenceModel {
  return {
    ...emptyPreferenceModel(),
    termWeights: weights,
    featureWeights: { ...emptyPreferenceModel().featureWeights, location: 1.8, skills: 0.6 },
    hiddenCompanies: { 'company 3': 'Company 3' },
    seniorityShift: -0.5,
    salaryFloorUsd: 70_000,
  };
}

const profiles: [string, MatchProfile][] = [
  ['a nurse', makeProfile()],
  ['no target', makeProfile({ occupationSoc: null, titleTerms: [], skills: [], tools: [] })],
  ['remote only', makeProfile({ remoteOnly: true, location: null, remoteOk: true })],
  ['filters', makeProfile({ employmentTypes: ['FULL_TIME'], industries: ['Healthcare'] })],
];
const models: [string, PreferenceModel][] = [
  ['new', emptyPreferenceModel()],
  ['few words', learnedModel({ icu: 0.9, agency: -1.2 })],
  ['only dislikes', learnedModel({ agency: -0.8, nights: -0.3 })],
  [
    'many words',
    learnedModel(Object.fromEntries(wordPool.map((word, i) => [word, ((i % 5) - 2) * 0.7]))),
  ],
];

describe('rankJobs skipping jobs that cannot make the top', () => {
  const jobs = catalogue(3000);
  const index = buildJobIndex(jobs);
  const excludeJobIds = jobs.slice(0, 50).map((job) => job.id);

  for (const [who, profile] of profiles) {
    for (const [what, model] of models) {
      it(`returns exactly the head of the full ranking: ${who}, ${what} model`, () => {
        const ctx = prepareScoring(profile, model);
        const options = { now: NOW, excludeJobIds };
        // With room for every job nothing can be skipped: this is the plain full ranking.
        const everything = rankJobs(index, ctx, { ...options, limit: jobs.length });
        for (const limit of [1, 10, 50, 500]) {
          expect(rankJobs(index, ctx, { ...options, limit })).toEqual(everything.slice(0, limit));
        }
        for (const { row, score } of everything.slice(0, 100)) {
          const job = jobs[row];
          if (!job) throw new Error('row out of range');
          expect(score).toBe(scoreJob(ctx, job, NOW).score);
        }
      });
    }
  }
});
