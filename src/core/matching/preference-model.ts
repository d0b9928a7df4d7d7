import { z } from 'zod';

/** The scoring parts, in the order the ranking arrays and the explanation use. */
export const partNames = [
  'occupation',
  'skills',
  'certifications',
  'salary',
  'location',
  'seniority',
  'freshness',
] as const;
export type PartName = (typeof partNames)[number];
export type Parts = Record<PartName, number>;

/** Points each part is worth before learning; they add up to 100. */
export const baseWeights: Parts = {
  occupation: 32,
  skills: 22,
  certifications: 6,
  salary: 12,
  location: 14,
  seniority: 8,
  freshness: 6,
};

/** Learned term weights take at most this many points away from a job. */
export const TERM_POINTS = 20;
/**
 * ... and add at most this many: words liked jobs share reorder jobs that fit alike, but never
 * lift one past the pay or place the person asked for (a like gives no reason; decision 048).
 */
export const LIKED_TERM_POINTS = 8;
export const FEATURE_WEIGHT_RANGE = [0.25, 4] as const;
export const SENIORITY_SHIFT_RANGE = [-2, 2] as const;

/**
 * A user's learned preferences: small enough to store as one JSON value per user and to update
 * in microseconds. Feature weights multiply `baseWeights`; term weights add points through a
 * tanh so no single word can dominate; hidden companies are a hard filter.
 */
export const preferenceModelSchema = z.object({
  version: z.literal(1),
  featureWeights: z.object(
    Object.fromEntries(partNames.map((name) => [name, z.number().positive()])) as Record<
      PartName,
      z.ZodNumber
    >,
  ),
  termWeights: z.record(z.string(), z.number()),
  /** companyKey → company name as shown. */
  hiddenCompanies: z.record(z.string(), z.string()),
  /** Added to the person's seniority level: negative after "too senior". */
  seniorityShift: z.number(),
  /** Annual USD; raised by "salary too low". */
  salaryFloorUsd: z.number().nullable(),
  /**
   * Miles past which on-site and hybrid jobs are out of reach, taught by "wrong location" (it
   * caps the person's radius and reach, decision 040). Models stored before it read as null.
   */
  reachMiles: z.number().positive().nullable().default(null),
  /** "Wrong location" on a remote job: remote jobs score as unasked-for remote work. */
  remoteUnwanted: z.boolean().default(false),
  feedbackCount: z.number().int().nonnegative(),
});
export type PreferenceModel = z.infer<typeof preferenceModelSchema>;

export function emptyPreferenceModel(): PreferenceModel {
  return {
    version: 1,
    featureWeights: {
      occupation: 1,
      skills: 1,
      certifications: 1,
      salary: 1,
      location: 1,
      seniority: 1,
      freshness: 1,
    },
    termWeights: {},
    hiddenCompanies: {},
    seniorityShift: 0,
    salaryFloorUsd: null,
    reachMiles: null,
    remoteUnwanted: false,
    feedbackCount: 0,
  };
}

/** Points per part after learning, in `partNames` order, adding up to 100. */
export function partPoints(model: PreferenceModel): Float64Array {
  const weights = partNames.map((name) => baseWeights[name] * model.featureWeights[name]);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return Float64Array.from(weights, (weight) => (100 * weight) / total);
}

/** Points a job's learned term sum adds (at most LIKED_TERM_POINTS) or takes away (TERM_POINTS). */
export function learnedPointsOf(termSum: number): number {
  return (termSum > 0 ? LIKED_TERM_POINTS : TERM_POINTS) * Math.tanh(termSum);
}

/**
 * The 0–100 score from the weighted parts (already multiplied) and the learned term sum. What
 * liked words add is scaled by the job's seniority fit: liking a senior tester's job says
 * nothing of wanting a junior one, so a like lifts a job a level off by less (decision 075).
 */
export function finishScore(weightedPoints: number, termSum: number, seniorityFit = 1): number {
  // Most jobs have no learned word at all: skip the tanh for them.
  if (termSum === 0) return Math.min(100, Math.max(0, weightedPoints));
  const learned = learnedPointsOf(termSum) * (termSum > 0 ? seniorityFit : 1);
  return Math.min(100, Math.max(0, weightedPoints + learned));
}
