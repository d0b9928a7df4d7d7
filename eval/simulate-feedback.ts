import { parseUsPlace } from '../src/core/geo/parse-us-place.ts';
import { applyFeedback } from '../src/core/matching/apply-feedback.ts';
import { buildJobIndex } from '../src/core/matching/build-job-index.ts';
import { buildMatchProfile } from '../src/core/matching/build-match-profile.ts';
import { emptyPreferenceModel } from '../src/core/matching/preference-model.ts';
import { prepareScoring } from '../src/core/matching/prepare-scoring.ts';
import { rankJobs } from '../src/core/matching/rank-jobs.ts';
import { scoreJob } from '../src/core/matching/score-job.ts';
import { companyKeyOf, jobTerms } from '../src/core/matching/text-terms.ts';
import type { MatchableJob } from '../src/core/matching/types.ts';
import { DAY_MS } from '../src/shared/time.ts';
import { mean, precisionAt10 } from './metrics.ts';
import type { SimulatedUser } from './simulated-users.ts';

const SHOWN_PER_DAY = 10;
const FEEDBACK_COUNT = 20;

/** Small deterministic generator (mulberry32) so every run sees the same pools. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  return { next, pick };
}

/** The variant whose share covers `roll` (0–1) when the shares are laid end to end. */
function pickVariant(variants: SimulatedUser['variants'], roll: number) {
  let remaining = roll;
  for (const variant of variants) {
    remaining -= variant.share;
    if (remaining < 0) return variant;
  }
  return variants.at(-1);
}

/** A pool of postings of the user's own occupation, place and pay: only the hidden trait varies. */
export function generatePool(user: SimulatedUser, size: number, now: Date, seed: number) {
  const random = randomSource(seed);
  const wanted = new Set<string>();
  const jobs: MatchableJob[] = [];
  for (let i = 0; i < size; i++) {
    const variant = pickVariant(user.variants, random.next());
    if (!variant) throw new Error(`${user.id} has no posting variants`);
    const title = random.pick(user.titles);
    const company = random.pick(variant.companies);
    const place = parseUsPlace(random.pick(user.cities));
    const skills = user.skills.filter(() => random.next() < 0.55);
    const low = user.salary[0] + Math.round(random.next() * 10) * 2000;
    const description = [
      random.pick(variant.phrases),
      random.pick(user.filler),
      random.pick(user.filler),
    ].join(' ');
    const id = `${user.id}-${i}`;
    if (variant.wanted) wanted.add(id);
    jobs.push({
      id,
      title,
      company,
      companyKey: companyKeyOf(company),
      occupationSoc: user.occupationSoc,
      skills,
      tools: [],
      certifications: [],
      salaryAnnualUsdMin: low,
      salaryAnnualUsdMax: Math.min(user.salary[1], low + 20_000),
      locations:
        variant.workplace === 'remote' || !place
          ? []
          : [
              {
                city: place.city,
                region: place.state,
                country: 'US',
                lat: place.lat,
                lon: place.lon,
              },
            ],
      workplace: variant.workplace ?? 'onsite',
      employmentType: 'FULL_TIME',
      industry: null,
      postedAt: new Date(now.getTime() - Math.floor(random.next() * 14) * DAY_MS),
      terms: jobTerms(title, description),
      shifts: [],
      isClosed: false,
    });
  }
  return { jobs, wanted };
}

export interface SimulationResult {
  user: string;
  hiddenPreference: string;
  before: number;
  after: number;
}

/**
 * The user is shown the top ten, likes the ones that fit the hidden preference and dislikes the
 * others (no reason given), twice: twenty answers. Precision@10 against the hidden preference
 * is measured before any answer and after, on jobs not yet shown.
 */
export function simulateUser(user: SimulatedUser, now: Date, poolSize = 300): SimulationResult {
  const { jobs, wanted } = generatePool(user, poolSize, now, 20_261_124);
  const index = buildJobIndex(jobs);
  const profile = buildMatchProfile({ record: user.record, now });
  let model = emptyPreferenceModel();
  const seen = new Set<string>();
  const precision = () => {
    const ranked = rankJobs(index, prepareScoring(profile, model), {
      now,
      limit: SHOWN_PER_DAY,
      excludeJobIds: seen,
    });
    return { ranked, precision: precisionAt10(ranked.map((entry) => wanted.has(entry.id))) };
  };
  const before = precision().precision;
  while (seen.size < FEEDBACK_COUNT) {
    for (const { row, id } of precision().ranked) {
      const job = jobs[row];
      if (!job || seen.size >= FEEDBACK_COUNT) break;
      const parts = scoreJob(prepareScoring(profile, model), job, now).parts;
      const feedback = wanted.has(id)
        ? ({ kind: 'like' } as const)
        : ({ kind: 'dislike', reason: null } as const);
      model = applyFeedback(model, { job, parts, feedback });
      seen.add(id);
    }
  }
  return {
    user: user.id,
    hiddenPreference: user.hiddenPreference,
    before,
    after: precision().precision,
  };
}

export function simulateUsers(users: SimulatedUser[], now: Date, poolSize?: number) {
  const results = users.map((user) => simulateUser(user, now, poolSize));
  return {
    results,
    before: mean(results.map((result) => result.before)),
    after: mean(results.map((result) => result.after)),
  };
}
