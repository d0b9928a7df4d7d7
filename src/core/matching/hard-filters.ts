import type { ScoringContext } from './prepare-scoring.ts';
import type { MatchableJob } from './types.ts';

/** Why a job is never shown, or null when it may be. Unknown job fields never exclude. */
export type ExclusionReason =
  | 'closed'
  | 'hidden-company'
  | 'employment-type'
  | 'industry'
  | 'not-remote';

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
  if (
    profile.industries.length > 0 &&
    job.industry !== null &&
    !profile.industries.includes(job.industry)
  ) {
    return 'industry';
  }
  if (profile.remoteOnly && job.workplace !== 'remote') return 'not-remote';
  return null;
}
