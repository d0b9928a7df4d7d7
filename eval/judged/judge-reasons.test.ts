import { describe, expect, it } from 'vitest';
import type { JobFacts } from './job-facts.ts';
import { judgeReason, type ReasonContext } from './judge-reasons.ts';
import type { Persona } from './load-personas.ts';
import { makeJob, makePersona, NOW, nurseWork } from './test-fixtures.ts';

const truthOf = (
  reason: string,
  job: JobFacts = makeJob(),
  context: Partial<ReasonContext> & { persona?: Persona } = {},
) =>
  judgeReason(reason, job, {
    persona: makePersona(),
    now: NOW,
    liked: [],
    disliked: [],
    ...context,
  })
    .map((phrase) => phrase.truth)
    .join(' ');

describe('the judge of shown reasons (decision 039), each rule on its own', () => {
  it('a stated shift is true only of a job that states it; "reaches into" only of a straddling range', () => {
    const nights = makeJob({ shifts: ['NIGHT', 'WEEKEND'] });
    expect(truthOf('Night shift · Weekends', nights)).toBe('true true');
    expect(truthOf('Day shift', nights)).toBe('false');
    const straddles = makeJob({ salaryAnnualUsdMin: 40_000, salaryAnnualUsdMax: 60_000 });
    expect(truthOf('pay reaches into your salary band', straddles)).toBe('true');
    expect(truthOf('pay reaches into your salary band')).toBe('false');
  });

  it('"within your salary band" needs the range’s bottom inside the band, not its top', () => {
    expect(truthOf('within your salary band')).toBe('true');
    const topTouches = makeJob({ salaryAnnualUsdMin: 40_000, salaryAnnualUsdMax: 60_000 });
    expect(truthOf('within your salary band', topTouches)).toBe('false');
    expect(truthOf('below your salary band', topTouches)).toBe('false');
    const below = makeJob({ salaryAnnualUsdMin: 30_000, salaryAnnualUsdMax: 45_000 });
    expect(truthOf('below your salary band', below)).toBe('true');
    const unknownPay = makeJob({ salaryAnnualUsdMin: null, salaryAnnualUsdMax: null });
    expect(truthOf('within your salary band', unknownPay)).toBe('false');
    const above = makeJob({ salaryAnnualUsdMin: 120_000, salaryAnnualUsdMax: 140_000 });
    expect(truthOf('above your salary band', above)).toBe('true');
  });

  it('a distance must be right within 5 miles of a place the job names exactly', () => {
    // Round Rock is about 17 miles from Austin.
    expect(truthOf('17 miles away')).toBe('true');
    expect(truthOf('21 miles away')).toBe('true');
    expect(truthOf('40 miles away')).toBe('false');
    expect(truthOf('in your area')).toBe('false');
    const unplaceable = makeJob({
      locations: [{ raw: 'Smallville, TX', city: 'Smallville', region: 'TX' }],
      locationText: 'Smallville, TX',
    });
    expect(truthOf('0 miles away', unplaceable)).toBe('false');
    expect(truthOf('in TX', unplaceable)).toBe('true');
    expect(truthOf('in GA', unplaceable)).toBe('false');
    expect(truthOf('remote')).toBe('false');
    expect(truthOf('remote', makeJob({ workplace: 'remote' }))).toBe('true');
  });

  it('the occupation: the persona’s own, or a related one only when the persona counts it', () => {
    expect(truthOf('Registered nurses')).toBe('true');
    const lpn = makeJob({ occupationSoc: '29-2061' });
    expect(truthOf('Related: Licensed practical and licensed vocational nurses', lpn)).toBe('true');
    expect(truthOf('Registered nurses', lpn)).toBe('false');
    const attendant = makeJob({ occupationSoc: '53-2031' });
    expect(truthOf('Related: Flight attendants', attendant)).toBe('false');
    expect(truthOf('Related field', attendant)).toBe('false');
  });

  it('skills: each named skill is the persona’s and the job’s, and the counts hold', () => {
    // The persona has 3 skills: IV therapy, Telemetry (profile), Patient care (preferences).
    expect(truthOf('2 of your 3 skills: IV therapy, Patient care')).toBe('true');
    // Telemetry is found in the description.
    expect(truthOf('3 of your 3 skills: IV therapy, Patient care, Telemetry')).toBe('true');
    expect(truthOf('1 of your 3 skills: Wound care')).toBe('false');
    expect(truthOf('2 of your 9 skills: IV therapy, Patient care')).toBe('false');
    expect(truthOf('1 of your 3 skills: Telemetry', makeJob({ description: '' }))).toBe('false');
  });

  it('certifications: "your X" needs both to hold it, "asks for X" only the job', () => {
    expect(truthOf('your BLS')).toBe('true');
    expect(truthOf('your ACLS')).toBe('false');
    expect(truthOf('asks for ACLS', makeJob({ certifications: ['ACLS'] }))).toBe('true');
    expect(truthOf('asks for BLS')).toBe('false');
  });

  it('certifications: the paper a credential is written on does not make it another one', () => {
    // The persona holds "BLS"; a posting asking for a "BLS Certification" asks for theirs.
    const paper = makeJob({ certifications: ['BLS Certification'] });
    expect(truthOf('your BLS', paper)).toBe('true');
    expect(truthOf('asks for BLS Certification', paper)).toBe('false');
    // Another state's licence is not theirs, however alike.
    const colorado = makePersona({
      preferences: {
        certifications: [
          {
            name: 'Colorado Teaching License',
            organization: '',
            issueDate: '',
            expirationDate: '',
            relevantLink: '',
          },
        ],
      },
    });
    const texas = makeJob({ certifications: ['Texas Teaching License'] });
    expect(truthOf('your Colorado Teaching License', texas, { persona: colorado })).toBe('false');
    expect(truthOf('asks for Texas Teaching License', texas, { persona: colorado })).toBe('true');
  });

  it('seniority and freshness claims are checked against the title and the date', () => {
    const newcomer = makePersona({ work: [nurseWork('2025-06')] });
    const senior = makeJob({ title: 'Senior Registered Nurse' });
    expect(truthOf('more senior than your experience', senior, { persona: newcomer })).toBe('true');
    expect(truthOf('more senior than your experience', makeJob(), { persona: newcomer })).toBe(
      'false',
    );
    expect(truthOf('more junior than your experience', makeJob({ title: 'Nurse Intern' }))).toBe(
      'true',
    );
    expect(truthOf('more junior than your experience')).toBe('false');
    expect(truthOf('posted today')).toBe('false');
    expect(truthOf('posted today', makeJob({ postedAt: NOW }))).toBe('true');
  });

  it('learned labels: a liked job is never "like jobs you disliked", and the likeness is real', () => {
    const job = makeJob();
    const otherNurseJob = makeJob({ id: 'job-2', company: 'Ascension Seton' });
    const attendant = makeJob({
      id: 'job-3',
      title: 'Flight Attendant',
      company: 'Delta',
      occupationSoc: '53-2031',
    });
    expect(
      truthOf('like jobs you disliked', job, { liked: [job], disliked: [otherNurseJob] }),
    ).toBe('false');
    expect(truthOf('like jobs you disliked', job, { disliked: [otherNurseJob] })).toBe('true');
    expect(truthOf('like jobs you disliked', job, { disliked: [attendant] })).toBe('false');
    expect(truthOf('like jobs you liked', job, { liked: [otherNurseJob] })).toBe('true');
    expect(truthOf('like jobs you liked', job, { liked: [attendant] })).toBe('false');
  });

  it('splits a reason into its phrases and leaves a phrase no rule knows unchecked', () => {
    const phrases = judgeReason(
      'Registered nurses · 17 miles away · shift differential',
      makeJob(),
      {
        persona: makePersona(),
        now: NOW,
        liked: [],
        disliked: [],
      },
    );
    expect(phrases).toEqual([
      { phrase: 'Registered nurses', truth: 'true', positive: true },
      { phrase: '17 miles away', truth: 'true', positive: false },
      { phrase: 'shift differential', truth: 'unchecked', positive: false },
    ]);
  });
});
