import type { DislikeReason } from '../../shared/schemas/matches.ts';
import {
  type LearningContext,
  learnableTerms,
  learnableTitleWords,
  noLearningContext,
} from './learning/learnable-terms.ts';
import {
  FEATURE_WEIGHT_RANGE,
  type PartName,
  type Parts,
  type PreferenceModel,
  partNames,
  SENIORITY_SHIFT_RANGE,
} from './preference-model.ts';
import type { MatchableJob } from './types.ts';

export type Feedback = { kind: 'like' } | { kind: 'dislike'; reason: DislikeReason | null };

/** Step sizes: big enough that 20 answers change the ranking, small enough that one does not. */
const TERM_RATE = 0.6;
const FEATURE_RATE = 0.12;
const SENIORITY_STEP = 0.5;
const SALARY_FLOOR_MARGIN = 1.1;
const EMPHASIS = 1.3;
/** "Wrong location" on a job this far: what the person will travel becomes a little less. */
const REACH_SHARE = 0.8;
/** A learned reach never falls below this: a dislike says "too far", not "next door only". */
export const MIN_LEARNED_REACH_MILES = 10;
/** Past this many learned terms the weakest are forgotten, which keeps updates bounded. */
const MAX_TERMS = 3000;
const KEPT_TERMS = 2500;

const clamp = (value: number, [low, high]: readonly [number, number]) =>
  Math.min(high, Math.max(low, value));

function emphasize(model: PreferenceModel, part: PartName) {
  model.featureWeights[part] = clamp(model.featureWeights[part] * EMPHASIS, FEATURE_WEIGHT_RANGE);
}

/**
 * Online logistic-style update over the job's terms: each term moves by its share of the error
 * between the answer (+1 like, −1 dislike) and what the current weights already predict, so
 * words common to liked and disliked jobs cancel out and the distinctive ones remain.
 */
function learnTerms(
  model: PreferenceModel,
  terms: readonly string[],
  target: number,
  rate: number,
) {
  if (terms.length === 0) return;
  let sum = 0;
  for (const term of terms) sum += model.termWeights[term] ?? 0;
  const step = (rate * (target - Math.tanh(sum))) / Math.sqrt(terms.length);
  let added = 0;
  for (const term of terms) {
    if (!(term in model.termWeights)) added++;
    model.termWeights[term] = (model.termWeights[term] ?? 0) + step;
  }
  if (added > 0) forgetWeakTerms(model);
}

/** Keeps the KEPT_TERMS strongest terms once there are more than MAX_TERMS (in place). */
function forgetWeakTerms(model: PreferenceModel) {
  const terms = Object.keys(model.termWeights);
  if (terms.length <= MAX_TERMS) return;
  const strengths = Float64Array.from(terms, (term) => Math.abs(model.termWeights[term] ?? 0));
  const threshold = strengths.sort()[terms.length - KEPT_TERMS] ?? 0;
  for (const term of terms) {
    if (Math.abs(model.termWeights[term] ?? 0) < threshold) delete model.termWeights[term];
  }
}

/** Parts the job did well on gain weight after a like and lose it after a dislike. */
function learnFeatures(model: PreferenceModel, parts: Parts, target: number) {
  const mean = partNames.reduce((sum, name) => sum + parts[name], 0) / partNames.length;
  for (const name of partNames) {
    const factor = Math.exp(FEATURE_RATE * target * (parts[name] - mean));
    model.featureWeights[name] = clamp(model.featureWeights[name] * factor, FEATURE_WEIGHT_RANGE);
  }
}

/**
 * "Wrong location": a remote job makes remote work unwanted; an on-site or hybrid job at a known
 * distance brings the reach below that distance, so it and everything as far drop out.
 */
function learnLocation(model: PreferenceModel, job: MatchableJob, miles: number | null) {
  emphasize(model, 'location');
  if (job.workplace === 'remote') {
    model.remoteUnwanted = true;
    return;
  }
  if (miles === null || !Number.isFinite(miles)) return;
  const reach = Math.max(MIN_LEARNED_REACH_MILES, miles * REACH_SHARE);
  model.reachMiles = Math.min(model.reachMiles ?? Number.POSITIVE_INFINITY, reach);
}

/**
 * Applies one like or dislike to the model, in place (copying thousands of learned terms would
 * cost more than the update itself), and returns it. Reasons act directly ("not this company"
 * hides the company, "too senior" lowers the wanted level, "salary too low" raises the floor,
 * "wrong location" shortens the reach, "wrong field" lowers the job's title words); everything
 * else is learned over the scoring parts and the job's learnable terms: distinctive words, never
 * the person's own or the catalogue's common ones (`learnableTerms`, decision 040). `parts` and
 * `miles` are the job as scored for this person (`scoreJob`).
 */
export function applyFeedback(
  current: PreferenceModel,
  input: {
    job: MatchableJob;
    parts: Parts;
    feedback: Feedback;
    miles?: number | null;
    context?: LearningContext;
  },
): PreferenceModel {
  const { job, parts, feedback } = input;
  const context = input.context ?? noLearningContext;
  const model = current;
  model.feedbackCount += 1;
  const reason = feedback.kind === 'dislike' ? feedback.reason : null;
  switch (reason) {
    case 'not-this-company':
      model.hiddenCompanies[job.companyKey] = job.company;
      return model;
    case 'too-senior':
    case 'too-junior': {
      const step = reason === 'too-senior' ? -SENIORITY_STEP : SENIORITY_STEP;
      model.seniorityShift = clamp(model.seniorityShift + step, SENIORITY_SHIFT_RANGE);
      return model;
    }
    case 'salary-too-low': {
      const offered = job.salaryAnnualUsdMax ?? job.salaryAnnualUsdMin;
      if (offered !== null) {
        model.salaryFloorUsd = Math.max(model.salaryFloorUsd ?? 0, offered * SALARY_FLOOR_MARGIN);
      }
      emphasize(model, 'salary');
      return model;
    }
    case 'wrong-location':
      learnLocation(model, job, input.miles ?? null);
      return model;
    case 'wrong-field':
      emphasize(model, 'occupation');
      learnTerms(model, learnableTitleWords(job, context), -1, TERM_RATE * EMPHASIS);
      return model;
    default: {
      const target = feedback.kind === 'like' ? 1 : -1;
      learnTerms(model, learnableTerms(job, context), target, TERM_RATE);
      learnFeatures(model, parts, target);
      return model;
    }
  }
}
