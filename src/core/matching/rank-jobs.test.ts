import { describe, expect, it } from 'vitest';
import { makeJob, makeProfile, NOW } from '../../../tests/helpers/matching-fixtures.ts';
import { buildJobIndex } from './build-job-index.ts';
import { exclusionReason } from './hard-filters.ts';
import { emptyPreferenceModel } from './preference-model.ts';
import { prepareScoring } from './prepare-scoring.ts';
import { rankJobs } from './rank-jobs.ts';
import type { MatchableJob, MatchProfile } from './types.ts';

function rank(
  jobs: MatchableJob[],
  profile: MatchProfile = makeProfile(),
  model = emptyPreferenceModel(),
  excludeJobIds: string[] = [],
) {
  const index = buildJobIndex(jobs);
  return rankJobs(index, prepareScoring(profile, model), {
    now: NOW,
    limit: 50,
    excludeJobIds,
  }).map((entry) => entry.id);
}

describe('rankJobs', () => {
  it('returns the best jobs first, at most `limit`', () => {
    const best = makeJob({ id: 'best' });
    const driver = makeJob({
      id: 'driver',
      occupationSoc: '53-3032',
      title: 'Truck Driver',
      skills: [],
    });
    const old = makeJob({ id: 'old', postedAt: new Date('2026-08-01') });
    expect(rank([driver, old, best])).toEqual(['best', 'old', 'driver']);
    const index = buildJobIndex([driver, old, best]);
    const top = rankJobs(index, prepareScoring(makeProfile(), emptyPreferenceModel()), {
      now: NOW,
      limit: 2,
    });
    expect(top.map((entry) => entry.id)).toEqual(['best', 'old']);
  });

  it('never offers again as new what was shown, liked, disliked or applied to', () => {
    const jobs = ['shown', 'liked', 'disliked', 'applied', 'new'].map((id) => makeJob({ id }));
    expect(
      rank(jobs, makeProfile(), emptyPreferenceModel(), ['shown', 'liked', 'disliked', 'applied']),
    ).toEqual(['new']);
  });

  it('leaves out closed jobs and hidden companies', () => {
    const closed = makeJob({ id: 'closed', isClosed: true });
    const hidden = makeJob({ id: 'hidden', company: 'Acme Staffing', companyKey: 'acme staffing' });
    const open = makeJob({ id: 'open' });
    const model = {
      ...emptyPreferenceModel(),
      hiddenCompanies: { 'acme staffing': 'Acme Staffing' },
    };
    expect(rank([closed, hidden, open], makeProfile(), model)).toEqual(['open']);
  });

  it('applies employment type, industry and remote-only filters; unknown values pass', () => {
    const jobs = [
      makeJob({ id: 'part-time', employmentType: 'PART_TIME' }),
      makeJob({ id: 'unknown-type', employmentType: null }),
      makeJob({ id: 'retail', industry: 'Retail' }),
      makeJob({ id: 'remote', workplace: 'remote', locations: [] }),
    ];
    const filtered = rank(
      jobs,
      makeProfile({ employmentTypes: ['FULL_TIME'], industries: ['Healthcare'] }),
    );
    expect(filtered.sort()).toEqual(['remote', 'unknown-type']);
    expect(rank(jobs, makeProfile({ remoteOnly: true, location: null }))).toEqual(['remote']);
  });

  it('drops exactly the jobs the readable hard filters name, and says why', () => {
    const jobs = [
      makeJob({ id: 'ok' }),
      makeJob({ id: 'closed', isClosed: true }),
      makeJob({ id: 'hidden', companyKey: 'acme' }),
      makeJob({ id: 'part-time', employmentType: 'PART_TIME' }),
      makeJob({ id: 'retail', industry: 'Retail' }),
      makeJob({ id: 'remote', workplace: 'remote', locations: [] }),
    ];
    const model = { ...emptyPreferenceModel(), hiddenCompanies: { acme: 'Acme' } };
    for (const profile of [
      makeProfile({ employmentTypes: ['FULL_TIME'], industries: ['Healthcare'] }),
      makeProfile({ remoteOnly: true }),
    ]) {
      const ctx = prepareScoring(profile, model);
      const allowed = jobs.filter((job) => exclusionReason(ctx, job) === null).map((job) => job.id);
      expect(rank(jobs, profile, model).sort()).toEqual(allowed.sort());
    }
    const ctx = prepareScoring(
      makeProfile({ employmentTypes: ['FULL_TIME'], industries: ['Healthcare'] }),
      model,
    );
    expect(jobs.map((job) => exclusionReason(ctx, job))).toEqual([
      null,
      'closed',
      'hidden-company',
      'employment-type',
      'industry',
      null,
    ]);
  });
});
