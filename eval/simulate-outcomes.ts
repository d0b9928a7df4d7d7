import { applyFeedback } from '../src/core/matching/apply-feedback.ts';
import { buildJobIndex } from '../src/core/matching/build-job-index.ts';
import { buildMatchProfile } from '../src/core/matching/build-match-profile.ts';
import {
  type LearningContext,
  profileWords,
} from '../src/core/matching/learning/learnable-terms.ts';
import { noTermShares } from '../src/core/matching/learning/term-shares.ts';
import { withJobTraits } from '../src/core/matching/outcomes/job-traits.ts';
import { outcomeFeatures } from '../src/core/matching/outcomes/outcome-features.ts';
import {
  type Outcome,
  type OutcomeSignal,
  outcomeTermWeights,
  withOutcomeWeights,
} from '../src/core/matching/outcomes/outcome-signals.ts';
import {
  emptyPreferenceModel,
  type PreferenceModel,
} from '../src/core/matching/preference-model.ts';
import { prepareScoring } from '../src/core/matching/prepare-scoring.ts';
import { rankJobs } from '../src/core/matching/rank-jobs.ts';
import { scoreJob } from '../src/core/matching/score-job.ts';
import type { MatchableJob } from '../src/core/matching/types.ts';
import { isHeldOut } from './judged/load-personas.ts';
import { mean, precisionAt10 } from './metrics.ts';
import { generatePool, randomSource } from './simulate-feedback.ts';
import type { SimulatedUser } from './simulated-users.ts';

/**
 * Outcomes that follow a hidden taste (decision 068). Each simulated person is one of the five
 * of simulated-users.ts in one of several draws of their catalogue; employers answer according
 * to the person's hidden taste, which the person cannot see when liking a posting. Every figure
 * below was fixed before any outcome weight was tuned, and held-out people (by a hash of their
 * id, as the judged personas) were never looked at while tuning.
 */
const ANSWERS = 20;
const OUTCOMES = 20;
const SHOWN = 10;
const DRAWS_PER_PERSON = 8;
const SOURCES = ['greenhouse', 'lever', 'ashby', 'workday'] as const;
/** A person likes by what a posting shows; whether the employer answers, they cannot see. */
const LIKE_IF_WANTED = 0.65;
const LIKE_IF_NOT_WANTED = 0.35;
/** Employers of the hidden taste answer most applications, the others few. */
const ANSWER_IF_WANTED = 0.85;
const ANSWER_IF_NOT_WANTED = 0.1;

export interface OutcomeUser {
  id: string;
  person: SimulatedUser;
  seed: number;
  heldOut: boolean;
}

export function outcomeUsers(people: readonly SimulatedUser[]): OutcomeUser[] {
  return people.flatMap((person, p) =>
    Array.from({ length: DRAWS_PER_PERSON }, (_, draw) => {
      const id = `${person.id}/${draw + 1}`;
      return { id, person, seed: 7_000 + 100 * p + draw, heldOut: isHeldOut(id) };
    }),
  );
}

/** What an employer does with an application: an answer that goes somewhere, or silence. */
function employerAnswer(wanted: boolean, roll: number, stageRoll: number): Outcome {
  if (roll >= (wanted ? ANSWER_IF_WANTED : ANSWER_IF_NOT_WANTED)) return 'no_answer';
  if (stageRoll < 0.35) return 'heard_back';
  if (stageRoll < 0.75) return 'interviewing';
  if (stageRoll < 0.9) return 'rejected_after_interview';
  return 'offer';
}

export interface OutcomeResult {
  user: string;
  heldOut: boolean;
  before: number;
  likesOnly: number;
  withOutcomes: number;
}

/**
 * Precision@10 against the hidden taste: before anything, after 20 likes and dislikes, and after
 * the same 20 answers plus 20 applications' outcomes (the person applies to the ten best shown,
 * twice, hearing back between). Both arms are measured on jobs the person has not yet seen.
 */
export function simulateOutcomes(user: OutcomeUser, now: Date, poolSize = 300): OutcomeResult {
  const random = randomSource(user.seed);
  const pool = generatePool(user.person, poolSize, now, user.seed);
  const jobs: MatchableJob[] = pool.jobs.map((job) => withJobTraits(job, random.pick(SOURCES)));
  const index = buildJobIndex(jobs);
  const profile = buildMatchProfile({ record: user.person.record, now });
  const context: LearningContext = { profileWords: profileWords(profile), shares: noTermShares };
  const seen = new Set<string>();
  const top = (model: PreferenceModel) =>
    rankJobs(index, prepareScoring(profile, model), { now, limit: SHOWN, excludeJobIds: seen })
      .map(({ row }) => jobs[row])
      .filter((job): job is MatchableJob => job !== undefined);
  const precision = (model: PreferenceModel) =>
    precisionAt10(top(model).map((job) => pool.wanted.has(job.id)));

  const before = precision(emptyPreferenceModel());
  const model = emptyPreferenceModel();
  while (seen.size < ANSWERS) {
    for (const job of top(model)) {
      if (seen.size >= ANSWERS) break;
      const liked = random.next() < (pool.wanted.has(job.id) ? LIKE_IF_WANTED : LIKE_IF_NOT_WANTED);
      const parts = scoreJob(prepareScoring(profile, model), job, now).parts;
      const feedback = liked
        ? ({ kind: 'like' } as const)
        : ({ kind: 'dislike', reason: null } as const);
      applyFeedback(model, { job, parts, feedback, context });
      seen.add(job.id);
    }
  }
  const afterAnswers = new Set(seen);
  /** Applies to the ten best shown, twice; learns from the answers only when `learn` is set. */
  const applyTwice = (learn: boolean) => {
    seen.clear();
    for (const id of afterAnswers) seen.add(id);
    const signals: OutcomeSignal[] = [];
    const ranking = () => (learn ? withOutcomeWeights(model, outcomeTermWeights(signals)) : model);
    while (signals.length < OUTCOMES) {
      for (const job of top(ranking())) {
        const outcome = employerAnswer(pool.wanted.has(job.id), answers.next(), answers.next());
        signals.push({
          itemId: job.id,
          appliedOn: `day-${String(signals.length).padStart(2, '0')}`,
          outcome,
          features: outcomeFeatures(job, outcome, context),
        });
        seen.add(job.id);
      }
    }
    return precision(ranking());
  };
  // Both arms apply as many times and draw the employers' answers from the same sequence.
  let answers = randomSource(user.seed + 1);
  const likesOnly = applyTwice(false);
  answers = randomSource(user.seed + 1);
  const withOutcomes = applyTwice(true);
  return { user: user.id, heldOut: user.heldOut, before, likesOnly, withOutcomes };
}

export interface OutcomeHalf {
  users: number;
  before: number;
  likesOnly: number;
  withOutcomes: number;
}

const half = (results: OutcomeResult[]): OutcomeHalf => ({
  users: results.length,
  before: mean(results.map((result) => result.before)),
  likesOnly: mean(results.map((result) => result.likesOnly)),
  withOutcomes: mean(results.map((result) => result.withOutcomes)),
});

export function simulateOutcomeUsers(users: readonly OutcomeUser[], now: Date, poolSize?: number) {
  const results = users.map((user) => simulateOutcomes(user, now, poolSize));
  return {
    results,
    tuning: half(results.filter((result) => !result.heldOut)),
    heldOut: half(results.filter((result) => result.heldOut)),
  };
}
