import { describe, expect, it } from 'vitest';
import {
  judgeEmploymentType,
  judgeLevel,
  judgeLocation,
  judgeMatch,
  judgeOccupation,
  judgePay,
  judgeSchedule,
  nearestMiles,
} from './judge-match.ts';
import { makeJob, makePersona, NOW, nurseWork } from './test-fixtures.ts';

const place = (city: string, region: string) => ({
  locations: [{ raw: `${city}, ${region}`, city, region, country: 'US' }],
  locationText: `${city}, ${region}`,
});
const locationOf = (persona = makePersona(), job = makeJob()) =>
  judgeLocation(persona, job, nearestMiles({ ...austin }, job));
const austin = { city: 'Austin', state: 'TX', lat: 30.2672, lon: -97.7431 };

describe('the judge of a match (decision 039), each rule on its own', () => {
  it('schedule: a job stating only shifts the person will not work is out; none stated fits', () => {
    const evenings = makePersona({ preferences: { shifts: ['EVENING', 'WEEKEND'] } });
    expect(judgeSchedule(evenings, makeJob({ shifts: ['NIGHT'] }))).toBe('no');
    expect(judgeSchedule(evenings, makeJob({ shifts: ['DAY', 'WEEKEND'] }))).toBe('fits');
    expect(judgeSchedule(evenings, makeJob())).toBe('fits');
    expect(judgeSchedule(makePersona(), makeJob({ shifts: ['NIGHT'] }))).toBe('fits');
  });

  it('occupation: the target or a next step fits, a nearby one stretches, any other is out', () => {
    const persona = makePersona({ wants: { nextSteps: ['29-1171'], nearby: ['29-2061'] } });
    expect(judgeOccupation(persona, makeJob())).toBe('fits');
    expect(judgeOccupation(persona, makeJob({ occupationSoc: '29-1171' }))).toBe('fits');
    expect(judgeOccupation(persona, makeJob({ occupationSoc: '29-2061' }))).toBe('stretch');
    expect(judgeOccupation(persona, makeJob({ occupationSoc: '53-2031' }))).toBe('no');
    // Unclassified: the title must name the occupation.
    expect(judgeOccupation(persona, makeJob({ occupationSoc: null }))).toBe('fits');
    expect(
      judgeOccupation(persona, makeJob({ occupationSoc: null, title: 'Flight Attendant' })),
    ).toBe('no');
  });

  it('location: within the radius fits, up to 150 miles stretches, farther is out', () => {
    expect(locationOf()).toBe('fits');
    expect(locationOf(makePersona(), makeJob(place('San Antonio', 'TX')))).toBe('stretch');
    expect(locationOf(makePersona(), makeJob(place('Dallas', 'TX')))).toBe('no');
    expect(
      locationOf(makePersona({ wants: { radiusMiles: 80 } }), makeJob(place('San Antonio', 'TX'))),
    ).toBe('fits');
    expect(
      locationOf(
        makePersona({ preferences: { willingToRelocate: true } }),
        makeJob(place('Dallas', 'TX')),
      ),
    ).toBe('fits');
  });

  it('location: remote fits who asked for it, stretches for others; remote-only refuses on-site', () => {
    const remoteJob = makeJob({ workplace: 'remote', locations: [], locationText: 'Remote - US' });
    expect(locationOf(makePersona(), remoteJob)).toBe('stretch');
    expect(locationOf(makePersona({ preferences: { remote: true } }), remoteJob)).toBe('fits');
    const remoteOnly = makePersona({ preferences: { location: 'Remote', remote: true } });
    expect(judgeLocation(remoteOnly, makeJob(), null)).toBe('no');
    expect(judgeLocation(remoteOnly, remoteJob, null)).toBe('fits');
  });

  it('location: a town nobody can place stretches in the home state and is out elsewhere', () => {
    const unknownTown = makeJob(place('Smallville', 'TX'));
    expect(nearestMiles(austin, unknownTown)).toBeNull();
    expect(locationOf(makePersona(), unknownTown)).toBe('stretch');
    expect(locationOf(makePersona(), makeJob(place('Smallville', 'KS')))).toBe('no');
    // A person reads "Round Rock, TX (Hybrid)" as Round Rock.
    const hybrid = makeJob({
      workplace: 'hybrid',
      locations: [{ raw: 'Round Rock, TX (Hybrid)' }],
      locationText: 'Round Rock, TX (Hybrid)',
    });
    expect(nearestMiles(austin, hybrid)).toBeCloseTo(17, 0);
  });

  it('pay: wholly below the band is out, a range whose middle is below stretches, unknown fits', () => {
    const persona = makePersona();
    expect(judgePay(persona, makeJob())).toBe('fits');
    expect(
      judgePay(persona, makeJob({ salaryAnnualUsdMin: 30_000, salaryAnnualUsdMax: 45_000 })),
    ).toBe('no');
    expect(
      judgePay(persona, makeJob({ salaryAnnualUsdMin: 40_000, salaryAnnualUsdMax: 55_000 })),
    ).toBe('stretch');
    expect(judgePay(persona, makeJob({ salaryAnnualUsdMin: null, salaryAnnualUsdMax: null }))).toBe(
      'fits',
    );
    expect(
      judgePay(persona, makeJob({ salaryAnnualUsdMin: 250_000, salaryAnnualUsdMax: 300_000 })),
    ).toBe('fits');
  });

  it('level: a title far above the years is out, a little above stretches, an internship is out for the experienced', () => {
    const junior = makePersona({
      work: [nurseWork('2025-06')],
    });
    const senior = makeJob({ title: 'Senior Registered Nurse' });
    expect(judgeLevel(makePersona(), senior, NOW)).toBe('fits');
    expect(judgeLevel(junior, senior, NOW)).toBe('no');
    expect(judgeLevel(junior, makeJob({ title: 'Nurse Manager' }), NOW)).toBe('no');
    expect(judgeLevel(makePersona(), makeJob({ title: 'Director of Nursing' }), NOW)).toBe('no');
    expect(judgeLevel(makePersona(), makeJob({ title: 'Nursing Intern' }), NOW)).toBe('no');
    expect(judgeLevel(junior, makeJob({ title: 'Nursing Intern' }), NOW)).toBe('fits');
    const threeYears = makePersona({
      work: [nurseWork('2023-10')],
    });
    expect(judgeLevel(threeYears, senior, NOW)).toBe('stretch');
  });

  it('employment type: wanted or unknown fits, internships are out, other types stretch', () => {
    const persona = makePersona();
    expect(judgeEmploymentType(persona, makeJob())).toBe('fits');
    expect(judgeEmploymentType(persona, makeJob({ employmentType: null }))).toBe('fits');
    expect(judgeEmploymentType(persona, makeJob({ employmentType: 'PART_TIME' }))).toBe('stretch');
    expect(judgeEmploymentType(persona, makeJob({ employmentType: 'INTERN' }))).toBe('no');
  });

  it('the verdict is the worst check: all fit is relevant, a stretch borderline, any no not', () => {
    const persona = makePersona();
    expect(judgeMatch(persona, makeJob(), NOW).verdict).toBe('relevant');
    expect(judgeMatch(persona, makeJob({ employmentType: 'CONTRACT' }), NOW).verdict).toBe(
      'borderline',
    );
    const flightAttendant = makeJob({ occupationSoc: '53-2031', employmentType: 'CONTRACT' });
    expect(judgeMatch(persona, flightAttendant, NOW)).toMatchObject({
      verdict: 'not',
      checks: { occupation: 'no', employmentType: 'stretch' },
    });
  });
});
