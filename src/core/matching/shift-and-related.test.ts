import { describe, expect, it } from 'vitest';
import { makeJob, makeProfile, NOW } from '../../../tests/helpers/matching-fixtures.ts';
import { buildJobIndex } from './build-job-index.ts';
import { exclusionReason } from './hard-filters.ts';
import { emptyPreferenceModel } from './preference-model.ts';
import { prepareScoring } from './prepare-scoring.ts';
import { rankJobs } from './rank-jobs.ts';
import { isExcludedShift, shiftMask } from './shift-mask.ts';
import type { MatchableJob, MatchProfile } from './types.ts';

/** The shift filter and related occupations (decision 047), alike in both scorers. */
function allowedBoth(jobs: MatchableJob[], profile: MatchProfile) {
  const ctx = prepareScoring(profile, emptyPreferenceModel());
  const byReference = jobs.filter((job) => exclusionReason(ctx, job) === null).map((j) => j.id);
  const ranked = rankJobs(buildJobIndex(jobs), ctx, { now: NOW, limit: 50, excludeJobIds: [] });
  expect(ranked.map((entry) => entry.id).sort()).toEqual([...byReference].sort());
  return byReference.sort();
}

describe('shifts', () => {
  it('excludes a job only when every stated shift is one the person left out', () => {
    const day = shiftMask(['DAY']);
    expect(isExcludedShift(shiftMask(['NIGHT']), day)).toBe(true);
    expect(isExcludedShift(shiftMask(['NIGHT', 'DAY']), day)).toBe(false);
    expect(isExcludedShift(0, day)).toBe(false);
    expect(isExcludedShift(shiftMask(['NIGHT']), 0)).toBe(false);
  });

  it('is a hard filter in the reference scorer and the ranking alike', () => {
    const jobs = [
      makeJob({ id: 'night', shifts: ['NIGHT'] }),
      makeJob({ id: 'day', shifts: ['DAY'] }),
      makeJob({ id: 'night-weekend', shifts: ['NIGHT', 'WEEKEND'] }),
      makeJob({ id: 'unstated' }),
    ];
    const profile = makeProfile({ shifts: ['DAY', 'WEEKEND'] });
    expect(allowedBoth(jobs, profile)).toEqual(['day', 'night-weekend', 'unstated']);
    expect(allowedBoth(jobs, makeProfile())).toHaveLength(4);
  });
});

describe('related occupations', () => {
  it('make their jobs candidates', () => {
    const lpn = makeJob({ id: 'lpn', occupationSoc: '29-2061', title: 'Licensed Practical Nurse' });
    const jobs = [makeJob({ id: 'rn' }), lpn];
    expect(allowedBoth(jobs, makeProfile())).toEqual(['rn']);
    expect(allowedBoth(jobs, makeProfile({ relatedSocs: ['29-2061'] }))).toEqual(['lpn', 'rn']);
  });
});
