import type { ShownStage } from '../../../shared/schemas/tracker.ts';
import type { PreferenceModel } from '../preference-model.ts';
import { EVERY_JOB } from './job-traits.ts';

/**
 * What an employer's answer says about the kind of job, on the scale of a like (+1) and a dislike
 * (−1) (decision 068):
 * - heard back, an interview, an offer, hired: strong positives, growing with how far it went;
 * - rejected after an interview: a weak positive. The employer read the application and wanted
 *   to meet the person, so the kind of job fits what they get answers for; the rejection is about
 *   one interview, not about that kind of job;
 * - no answer after the user's days: a weak negative, on the source and the employer's kind only.
 */
export const outcomeTargets = {
  heard_back: 0.7,
  interviewing: 0.9,
  offer: 1,
  hired: 1,
  rejected_after_interview: 0.3,
  no_answer: -0.4,
} as const;
export type Outcome = keyof typeof outcomeTargets;

/** How far outcomes move the learned term sum, all of them together (see `outcomeTermWeights`). */
export const OUTCOME_RATE = 1;
/** Imagined neutral outcomes every average starts with: one outcome teaches less than many. */
export const PRIOR_OUTCOMES = 5;

/** The outcome an item's shown stage stands for; applied, withdrawn and plain rejections teach nothing. */
export function outcomeOf(item: {
  shownStage: ShownStage;
  interviewDates: string[];
}): Outcome | null {
  switch (item.shownStage) {
    case 'heard_back':
    case 'interviewing':
    case 'offer':
    case 'hired':
    case 'no_answer':
      return item.shownStage;
    case 'rejected':
      // Only interview days show the rejection came after an interview; without them we cannot
      // tell an answer about the application from one about the interview.
      return item.interviewDates.length > 0 ? 'rejected_after_interview' : null;
    default:
      return null;
  }
}

export interface OutcomeSignal {
  /** The tracked application it comes from: its order and its id when removed. */
  itemId: string;
  appliedOn: string;
  outcome: Outcome;
  /** Learnable words and traits of the job (`outcomeFeatures`). */
  features: string[];
}

/**
 * The term weights the current outcomes teach: each outcome's target spread over its features
 * (a unit vector, as a like's step is spread over √terms) and averaged over the outcomes with a
 * few imagined neutral ones (`PRIOR_OUTCOMES`), so more outcomes move more, within the learned
 * term cap. Then `EVERY_JOB` takes away what a job like the answered ones
 * would get, so answered-like jobs keep their score and jobs unlike them lose points: the score
 * is capped at 100, so only a difference below the top can reorder near-perfect fits.
 * A pure function of the outcomes as they stand: a changed, undone or removed stage changes it,
 * the order of outcomes does not, and reading it twice never counts anything twice.
 */
export function outcomeTermWeights(signals: readonly OutcomeSignal[]): Record<string, number> {
  const weights: Record<string, number> = {};
  const share = OUTCOME_RATE / (signals.length + PRIOR_OUTCOMES);
  for (const signal of signals) {
    if (signal.features.length === 0) continue;
    const step = (share * outcomeTargets[signal.outcome]) / Math.sqrt(signal.features.length);
    for (const term of signal.features) weights[term] = (weights[term] ?? 0) + step;
  }
  const answered = signals.filter((signal) => outcomeTargets[signal.outcome] > 0);
  if (answered.length > 0) {
    const sums = answered.map((signal) =>
      signal.features.reduce((sum, term) => sum + (weights[term] ?? 0), 0),
    );
    weights[EVERY_JOB] = -sums.reduce((sum, value) => sum + value, 0) / sums.length;
  }
  return weights;
}

/** The model the ranking uses: what likes and dislikes taught plus what outcomes teach. */
export function withOutcomeWeights(
  model: PreferenceModel,
  outcomeWeights: Readonly<Record<string, number>>,
): PreferenceModel {
  const termWeights = { ...model.termWeights };
  for (const [term, weight] of Object.entries(outcomeWeights)) {
    termWeights[term] = (termWeights[term] ?? 0) + weight;
  }
  return { ...model, termWeights };
}
