import { toUnitVector } from '../geo/miles-between.ts';
import { isBelowFloor } from './parts/salary-fit.ts';
import type { ScoringContext } from './prepare-scoring.ts';
import { occupationMatch } from './score-job.ts';
import { isExcludedShift, shiftMask } from './shift-mask.ts';
import type { MatchableJob } from './types.ts';

/** Why a job is never shown, or null when it may be. Unknown job fields never exclude. */
export type ExclusionReason =
  | 'closed'
  | 'hidden-company'
  | 'employment-type'
  | 'shift'
  | 'industry'
  | 'not-remote'
  | 'out-of-reach'
  | 'below-salary-floor'
  | 'unrelated-occupation';

/**
 * Every place of the job is exactly known (not a state's stand-in) and farther than the person
 * will travel: only then is a job out of reach. One unknown or approximate place keeps it.
 */
export function isOutOfReach(ctx: ScoringContext, job: MatchableJob): boolean {
  const { home, reachDot } = ctx;
  if (!home || reachDot === null || job.workplace === 'remote' || job.locations.length === 0) {
    return false;
  }
  return job.locations.every((place) => {
    if (place.lat === undefined || place.lon === undefined || place.approximate) return false;
    const [x, y, z] = toUnitVector(place.lat, place.lon);
    return home[0] * x + home[1] * y + home[2] * z < reachDot;
  });
}

export function exclusionReason(ctx: ScoringContext, job: MatchableJob): ExclusionReason | null {
  const { profile, model } = ctx;
  if (job.isClosed) return 'closed';
  if (job.companyKey in model.hiddenCompanies) return 'hidden-company';
  if (
    profile.employmentTypes.length > 0 &&
    job.employmentType !== null &&
    !profile.employmentTypes.includes(job.employmentType)
  ) {
    return 'employment-type';
  }
  if (isExcludedShift(shiftMask(job.shifts), ctx.shiftMask)) return 'shift';
  if (
    profile.industries.length > 0 &&
    job.industry !== null &&
    !profile.industries.includes(job.industry)
  ) {
    return 'industry';
  }
  if (profile.remoteOnly && job.workplace !== 'remote') return 'not-remote';
  if (isOutOfReach(ctx, job)) return 'out-of-reach';
  if (isBelowFloor(ctx.payFloor, job.salaryAnnualUsdMin ?? NaN, job.salaryAnnualUsdMax ?? NaN)) {
    return 'below-salary-floor';
  }
  // A boilermaker job is no match for a nurse, however near and fresh: only a related occupation
  // or title makes a job a candidate once the person named what they want.
  if (!occupationMatch(ctx, job).candidate) return 'unrelated-occupation';
  return null;
}
