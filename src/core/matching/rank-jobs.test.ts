import { describe, expect, it } from 'vitest';
import { DALLAS, makeJob, makeProfile, NOW } from '../../../tests/helpers/matching-fixtures.ts';
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
    const lpn = makeJob({
      id: 'lpn',
      occupationSoc: '29-2061',
      title: 'Licensed Practical Nurse',
      skills: [],
    });
    const old = makeJob({ id: 'old', postedAt: new Date('2026-08-01') });
    expect(rank([lpn, old, best])).toEqual(['best', 'old', 'lpn']);
    const index = buildJobIndex([lpn, old, best]);
    const top = rankJobs(index, prepareScoring(makeProfile(), emptyPreferenceModel()), {
      now: NOW,
      limit: 2,
    });
    expect(top.map((entry) => entry.id)).toEqual(['best', 'old']);
  });

  it('leaves out a job unrelated to the wanted occupation and title, however near and fresh', () => {
    const driver = makeJob({
      id: 'driver',
      occupationSoc: '53-3032',
      title: 'Truck Driver',
      skills: [],
    });
    const untitled = makeJob({ id: 'untitled', occupationSoc: null, title: 'Night Shift Lead' });
    const index = buildJobIndex([driver, untitled, makeJob({ id: 'nurse' })]);
    const ctx = prepareScoring(makeProfile(), emptyPreferenceModel());
    expect(rankJobs(index, ctx, { now: NOW, limit: 50 }).map((entry) => entry.id)).toEqual([
      'nurse',
    ]);
    expect(exclusionReason(ctx, driver)).toBe('unrelated-occupation');
    expect(exclusionReason(ctx, untitled)).toBe('unrelated-occupation');
    // Someone who named no occupation and no title has nothing to be unrelated to.
    const open = prepareScoring(
      makeProfile({ occupationSoc: null, titleTerms: [] }),
      emptyPreferenceModel(),
    );
    expect(exclusionReason(open, driver)).toBeNull();
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

describe('out of reach: someone who will not relocate', () => {
  const SEATTLE = { city: 'Seattle', region: 'WA', country: 'US', lat: 47.606, lon: -122.332 };
  /** 146 miles from Austin: past the 30-mile radius, inside the 150-mile reach. */
  const HOUSTON = { city: 'Houston', region: 'TX', country: 'US', lat: 29.763, lon: -95.363 };
  const jobs = () => [
    makeJob({ id: 'near' }),
    makeJob({ id: 'houston', locations: [HOUSTON] }),
    makeJob({
      id: 'dallas',
      locations: [{ city: 'Dallas', region: 'TX', country: 'US', ...DALLAS }],
    }),
    makeJob({ id: 'seattle', locations: [SEATTLE] }),
    makeJob({ id: 'seattle-hybrid', workplace: 'hybrid', locations: [SEATTLE] }),
    makeJob({ id: 'seattle-remote', workplace: 'remote', locations: [SEATTLE] }),
    makeJob({ id: 'seattle-or-near', locations: [SEATTLE, ...makeJob().locations] }),
    makeJob({ id: 'somewhere-in-wa', locations: [{ ...SEATTLE, approximate: true }] }),
    makeJob({
      id: 'seattle-or-unknown',
      locations: [SEATTLE, { city: 'Atlantis', region: null, country: null }],
    }),
  ];
  const kept = ['near', 'houston', 'seattle-remote', 'seattle-or-near', 'somewhere-in-wa'];

  it('never sees an on-site or hybrid job whose every place is exactly known and too far', () => {
    expect(rank(jobs()).sort()).toEqual([...kept, 'seattle-or-unknown'].sort());
  });

  it('says why, the same as the ranking', () => {
    const list = jobs();
    const ctx = prepareScoring(makeProfile(), emptyPreferenceModel());
    expect(list.map((job) => exclusionReason(ctx, job))).toEqual(
      list.map((job) =>
        ['dallas', 'seattle', 'seattle-hybrid'].includes(job.id) ? 'out-of-reach' : null,
      ),
    );
  });

  it('keeps far jobs for someone willing to relocate, or placed only by state', () => {
    const all = jobs()
      .map((job) => job.id)
      .sort();
    expect(rank(jobs(), makeProfile({ willingToRelocate: true })).sort()).toEqual(all);
    const stateOnly = makeProfile({
      location: { lat: 30.267, lon: -97.743, label: 'TX', approximate: true },
    });
    expect(rank(jobs(), stateOnly).sort()).toEqual(all);
  });

  it('reaches farther with a wider radius (three times it, at least 150 miles)', () => {
    expect(rank(jobs(), makeProfile({ radiusMiles: 100 }))).toContain('dallas');
  });
});
