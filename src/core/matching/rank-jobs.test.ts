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
    // A nurse who worked as an LPN: the occupation of their history is a candidate.
    const profile = makeProfile({ relatedSocs: ['29-2061'] });
    expect(rank([lpn, old, best], profile)).toEqual(['best', 'old', 'lpn']);
    const index = buildJobIndex([lpn, old, best]);
    const top = rankJobs(index, prepareScoring(profile, emptyPreferenceModel()), {
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
    // Same major group only (healthcare practitioners), or one generic word of the title: padding.
    const dentist = makeJob({ id: 'dentist', occupationSoc: '29-1021', title: 'Dentist' });
    const lpn = makeJob({ id: 'lpn', occupationSoc: '29-2061', title: 'Licensed Practical Nurse' });
    // Classified elsewhere (nursing assistants): one word of the title is not enough.
    const aide = makeJob({ id: 'aide', occupationSoc: '31-1131', title: 'Nurse Aide' });
    const jobs = [driver, untitled, dentist, lpn, aide, makeJob({ id: 'nurse' })];
    const index = buildJobIndex(jobs);
    const ctx = prepareScoring(makeProfile(), emptyPreferenceModel());
    expect(rankJobs(index, ctx, { now: NOW, limit: 50 }).map((entry) => entry.id)).toEqual([
      'nurse',
    ]);
    for (const job of jobs.slice(0, -1)) {
      expect(exclusionReason(ctx, job), job.id).toBe('unrelated-occupation');
    }
    // Unclassified (the title matched no occupation): one wanted word makes it a candidate.
    const titled = makeJob({ id: 'titled', occupationSoc: null, title: 'Nurse - ICU nights' });
    expect(exclusionReason(ctx, titled)).toBeNull();
    // Every wanted word makes even a job classified elsewhere one.
    const both = makeJob({ id: 'both', occupationSoc: '29-1171', title: 'Registered Nurse II' });
    expect(exclusionReason(ctx, both)).toBeNull();
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
  /** 146 miles from Austin: past the 30-mile radius. */
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
  const kept = ['near', 'seattle-remote', 'seattle-or-near', 'somewhere-in-wa'];

  it('never sees an on-site or hybrid job whose every place is exactly known and too far', () => {
    expect(rank(jobs()).sort()).toEqual([...kept, 'seattle-or-unknown'].sort());
  });

  it('says why, the same as the ranking', () => {
    const list = jobs();
    const ctx = prepareScoring(makeProfile(), emptyPreferenceModel());
    expect(list.map((job) => exclusionReason(ctx, job))).toEqual(
      list.map((job) =>
        ['houston', 'dallas', 'seattle', 'seattle-hybrid'].includes(job.id) ? 'out-of-reach' : null,
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

  it('reaches as far as the radius the person chose, and no farther', () => {
    const at = (radiusMiles: number) => rank(jobs(), makeProfile({ radiusMiles }));
    expect(at(100)).not.toContain('houston');
    expect(at(150)).toContain('houston');
    expect(at(150)).not.toContain('dallas');
  });
});
