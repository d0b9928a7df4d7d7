import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeJob, NOW } from '../../../tests/helpers/matching-fixtures.ts';
import { buildJobIndex } from './build-job-index.ts';
import { buildMatchProfile, type MatchSourceRecord } from './build-match-profile.ts';
import { emptyPreferenceModel } from './preference-model.ts';
import { prepareScoring } from './prepare-scoring.ts';
import { rankJobs } from './rank-jobs.ts';
import { scoreJob } from './score-job.ts';

const record: MatchSourceRecord = {
  profile: {
    fullName: 'Dana Reyes',
    email: 'dana@example.com',
    phone: '',
    skills: ['Patient care', 'Charting', 'patient care'],
    workExperience: [
      {
        company: 'Seton',
        position: 'Charge Nurse',
        location: 'Austin, TX',
        startDate: '2019-01',
        endDate: '2022-12',
        description: '',
      },
      {
        company: 'Ascension',
        position: 'LPN',
        location: 'Austin, TX',
        startDate: '2021-06',
        endDate: '',
        description: '',
      },
    ],
  },
  eeo: { gender: null, race: null, veteran: null, disability: null, hispanic: null },
  preferences: {
    jobTitle: 'Registered nurses',
    occupationSoc: '29-1141',
    location: 'Austin, TX',
    remote: false,
    salaryRange: '50000-100000',
    industry: 'Healthcare',
    employmentTypes: ['FULL_TIME'],
    willingToRelocate: false,
    skills: ['IV therapy', ' Telemetry ', ''],
    software: ['Epic'],
    certifications: [{ name: 'BLS', organization: 'American Heart Association' }],
  },
};

describe('buildMatchProfile', () => {
  it('combines preferences, profile skills and work history', () => {
    const profile = buildMatchProfile({
      record,
      now: NOW,
      socOfTitle: (title) => (title === 'LPN' ? '29-2061' : '29-1141'),
    });
    expect(profile).toMatchObject({
      occupationSoc: '29-1141',
      relatedSocs: ['29-2061'],
      titleTerms: ['registered', 'nurse'],
      skills: ['IV therapy', 'Telemetry', 'Patient care', 'Charting'],
      tools: ['Epic'],
      certifications: ['BLS'],
      salaryBand: '50000-100000',
      location: { label: 'Austin, TX' },
      remoteOnly: false,
      radiusMiles: 30,
      employmentTypes: ['FULL_TIME'],
      industries: ['Healthcare'],
    });
    // 2019-01 … 2026-11 with the overlap counted once.
    expect(profile.yearsOfExperience).toBeCloseTo(7 + 10 / 12, 1);
    expect(profile.seniority).toBe(2.5);
  });

  it('keeps a past occupation only when it is kin to the wanted one', () => {
    // The history above with the LPN post read as a barista's (35-3023): not kin to registered
    // nurses, so it adds nothing (the LPN, 29-2061, is related in the occupation knowledge).
    const profile = buildMatchProfile({
      record,
      now: NOW,
      socOfTitle: (title) => (title === 'LPN' ? '35-3023' : '29-1141'),
    });
    expect(profile.relatedSocs).toEqual([]);
  });

  it('reads "Remote" as remote only, with no place', () => {
    const remote = buildMatchProfile({
      record: { ...record, preferences: { ...record.preferences, location: 'Remote' } },
      now: NOW,
    });
    expect(remote).toMatchObject({ remoteOnly: true, remoteOk: true, location: null });
    const either = buildMatchProfile({
      record: {
        ...record,
        preferences: { ...record.preferences, location: 'Austin, TX (remote)' },
      },
      now: NOW,
    });
    expect(either).toMatchObject({
      remoteOnly: false,
      remoteOk: true,
      location: { label: 'Austin, TX' },
    });
  });
});

describe('a place the gazetteer lacks', () => {
  it.each([
    ['Nowhere Creek, WY', 41.14],
    ['Wyoming', 41.14],
    ['Montpelier, VT', 44.26],
  ])('places %j in its state (approximate unless the city is listed)', (location, lat) => {
    const profile = buildMatchProfile({
      record: { ...record, preferences: { ...record.preferences, location } },
      now: NOW,
    });
    expect(profile.location?.lat).toBeCloseTo(lat, 1);
    expect(profile.location?.approximate).toBe(location !== 'Montpelier, VT');
    expect(profile.location?.label).toBe(location === 'Montpelier, VT' ? 'Montpelier, VT' : 'WY');
  });
});

describe('EEO answers never change a score', () => {
  const jobs = [
    makeJob(),
    makeJob({ title: 'Senior Registered Nurse', workplace: 'remote', locations: [] }),
    makeJob({ occupationSoc: '29-2061', title: 'LPN', salaryAnnualUsdMax: 45_000 }),
    makeJob({ occupationSoc: '53-3032', title: 'Truck Driver', skills: ['CDL'] }),
  ];
  const index = buildJobIndex(jobs);
  const answer = fc.option(fc.string({ maxLength: 40 }), { nil: null });
  const eeo = fc.dictionary(
    fc.constantFrom(
      'over18',
      'workAuth',
      'sponsorship',
      'gender',
      'pronouns',
      'disability',
      'veteran',
      'race',
      'hispanic',
    ),
    answer,
  );

  it('holds for any answers, in the reference scorer and the ranking', () => {
    const scoresWith = (answers: Record<string, string | null>) => {
      const profile = buildMatchProfile({ record: { ...record, eeo: answers }, now: NOW });
      const ctx = prepareScoring(profile, emptyPreferenceModel());
      return {
        reference: jobs.map((job) => scoreJob(ctx, job, NOW).score),
        ranked: rankJobs(index, ctx, { now: NOW, limit: jobs.length }),
      };
    };
    const baseline = scoresWith(record.eeo);
    fc.assert(
      fc.property(eeo, (answers) => {
        expect(scoresWith(answers)).toEqual(baseline);
      }),
      { numRuns: 200 },
    );
  });
});

describe('certification names from the Job Search preferences (decision 045)', () => {
  // A row as an imported resume adds it: the name as the resume printed it, nothing else.
  const withLicence = (names: string[]): MatchSourceRecord => ({
    ...record,
    preferences: {
      ...record.preferences,
      certifications: names.map((name) => ({ name, organization: '' })),
    },
  });
  const scoreFor = (names: string[]) => {
    const profile = buildMatchProfile({ record: withLicence(names), now: NOW });
    const job = makeJob({ certifications: ['Registered Nurse License'] });
    return scoreJob(prepareScoring(profile, emptyPreferenceModel()), job, NOW);
  };

  it('reads a state licence named as a resume names it as the licence a job asks for', () => {
    const profile = buildMatchProfile({
      record: withLicence(['Oklahoma Registered Nurse', 'BLS (American Heart Association)']),
      now: NOW,
    });
    expect(profile.certifications).toEqual([
      'Oklahoma Registered Nurse',
      'BLS (American Heart Association)',
    ]);
    const held = scoreFor(['Oklahoma Registered Nurse']);
    expect(held.facts.matchedCertifications).toEqual(['Oklahoma Registered Nurse']);
    const without = scoreFor([]);
    expect(without.facts.missingCertifications).toEqual(['Registered Nurse License']);
    expect(held.score).toBeGreaterThan(without.score);
  });
});
