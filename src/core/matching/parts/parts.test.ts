import { describe, expect, it } from 'vitest';
import { certificationFit, certificationKey } from './certification-fit.ts';
import { freshness } from './freshness.ts';
import { locationFit } from './location-fit.ts';
import {
  isCandidateOccupation,
  isTitleKin,
  occupationFit,
  socFit,
  titleFit,
} from './occupation-fit.ts';
import {
  effectiveBandLow,
  isBelowFloor,
  salaryBandRange,
  salaryFit,
  salaryRelation,
} from './salary-fit.ts';
import { seniorityFit, seniorityOfExperience, seniorityOfTitle } from './seniority-fit.ts';
import { skillsFit } from './skills-fit.ts';

describe('occupation fit', () => {
  it('ranks same, related, same broad, minor and major SOC group, then unrelated', () => {
    const related = ['29-2061'];
    const scores = ['29-1141', '29-2061', '29-1145', '29-1071', '29-2034', '53-3032'].map((soc) =>
      socFit('29-1141', related, soc),
    );
    expect(scores[0]).toBe(1);
    expect(scores[1]).toBe(0.75);
    for (let i = 1; i < scores.length; i++) {
      expect(scores[i] ?? 0).toBeLessThan(scores[i - 1] ?? 0);
    }
    expect(scores.at(-1)).toBe(0);
    expect(socFit('29-1141', [], null)).toBe(0);
    expect(socFit(null, ['29-1141'], '29-1141')).toBe(0.75);
  });

  it('gives partial credit for title words, and is neutral without any target', () => {
    expect(titleFit(2, 2)).toBe(0.8);
    expect(titleFit(1, 2)).toBe(0.4);
    expect(titleFit(0, 0)).toBe(0);
    expect(occupationFit(0.3, 0.8, true)).toBe(0.8);
    expect(occupationFit(0, 0, false)).toBe(0.5);
  });
});

describe('candidate occupation', () => {
  const physicalTherapist = { target: '29-1123', titleTermCount: 2, hasTarget: true };
  const candidate = (jobSoc: string, titleHits: number, related: string[] = []) => {
    const socScore = socFit(physicalTherapist.target, related, jobSoc);
    return isCandidateOccupation({
      socScore,
      titleHits,
      titleTermCount: physicalTherapist.titleTermCount,
      classified: true,
      hasTarget: true,
      titleKin: isTitleKin(socScore, new Set(related), jobSoc),
      aliasInTitle: false,
    });
  };

  it('takes the wanted occupation and ones the person held', () => {
    expect(candidate('29-1123', 0)).toBe(true);
    expect(candidate('29-1127', 0, ['29-1127'])).toBe(true);
  });

  it('leaves out a sibling of a wide broad group unless its title carries the wanted words', () => {
    // "Speech Therapist" (29-1127) shares only "therapist" with "physical therapist".
    expect(candidate('29-1127', 1)).toBe(false);
    // A sibling posting titled with every wanted word is still the person's job.
    expect(candidate('29-1127', 2)).toBe(true);
  });

  it('needs a kin occupation before a title with every wanted word counts', () => {
    // A job of another major group carrying both words ("Physical Therapist Recruiter", 13-1071).
    expect(candidate('13-1071', 2)).toBe(false);
    // Related in the occupation knowledge (or chosen by the person): kin.
    expect(isTitleKin(0, new Set(['31-2021']), '31-2021')).toBe(true);
    expect(isTitleKin(0.12, new Set(), '29-9099')).toBe(false);
    expect(isTitleKin(0.3, new Set(), '29-1199')).toBe(true);
  });

  it('takes an unclassified job only when its title names the wanted occupation', () => {
    const unclassified = (aliasInTitle: boolean) =>
      isCandidateOccupation({
        socScore: 0,
        titleHits: 1,
        titleTermCount: 1,
        classified: false,
        hasTarget: true,
        titleKin: false,
        aliasInTitle,
      });
    // "Medical Office Coordinator" for a medical assistant: one wanted word, no alias.
    expect(unclassified(false)).toBe(false);
    expect(unclassified(true)).toBe(true);
  });
});

describe('skills fit', () => {
  it('grows with matches up to six, or up to what either side lists (three at least)', () => {
    expect(skillsFit(6, 12, 8)).toBe(1);
    expect(skillsFit(3, 12, 8)).toBe(0.5);
    expect(skillsFit(4, 4, 8)).toBe(1);
    expect(skillsFit(2, 2, 2)).toBe(1);
    expect(skillsFit(1, 1, 8)).toBeCloseTo(1 / 3);
    expect(skillsFit(0, 10, 8)).toBe(0);
  });
  it('is neutral without the person’s skills and low when the job lists none', () => {
    expect(skillsFit(0, 10, 0)).toBe(0.5);
    expect(skillsFit(0, 0, 8)).toBe(0.3);
    expect(skillsFit(1, 0, 8)).toBe(0.6);
  });
});

describe('certification fit', () => {
  it('is neutral when none is asked, full when all are held, low when none is', () => {
    expect(certificationFit(0, 0)).toBe(0.7);
    expect(certificationFit(2, 2)).toBe(1);
    expect(certificationFit(1, 2)).toBeCloseTo(0.6);
    expect(certificationFit(0, 1)).toBeCloseTo(0.2);
  });
  it('keys a credential by its kind, whichever state issued it and whatever the paper is called', () => {
    expect(certificationKey('Colorado Teaching License')).toBe(
      certificationKey('Texas Teaching Certificate'),
    );
    expect(certificationKey('RN License')).toBe(certificationKey('rn licence'));
    expect(certificationKey('Journeyman Electrician License')).not.toBe(
      certificationKey('Master Electrician License'),
    );
    expect(certificationKey('CDL Class A')).not.toBe(certificationKey('CDL Class B'));
    expect(certificationKey('Texas License')).toBe('texas license');
  });
});

describe('salary fit', () => {
  it('reads the five bands', () => {
    expect(salaryBandRange('50000-100000')).toEqual([50_000, 100_000]);
    expect(salaryBandRange('200000+')).toEqual([200_000, Number.POSITIVE_INFINITY]);
    expect(salaryBandRange(null).every(Number.isNaN)).toBe(true);
  });
  it('says within, partly, above, below or unknown', () => {
    expect(salaryRelation(50_000, 100_000, 80_000, 95_000)).toBe('within');
    expect(salaryRelation(50_000, 100_000, 50_000, 120_000)).toBe('within');
    // Only the top of the range touches the band: not "within".
    expect(salaryRelation(50_000, 100_000, 40_000, 55_000)).toBe('partly');
    expect(salaryRelation(50_000, 100_000, 30_000, 50_000)).toBe('partly');
    expect(salaryRelation(50_000, 100_000, 120_000, Number.NaN)).toBe('above');
    expect(salaryRelation(50_000, 100_000, Number.NaN, 40_000)).toBe('below');
    expect(salaryRelation(50_000, 100_000, Number.NaN, Number.NaN)).toBe('unknown');
    expect(salaryRelation(Number.NaN, Number.NaN, 50_000, 60_000)).toBe('unknown');
  });
  it('scores full within or above, nothing wholly below, neutral when unknown', () => {
    expect(salaryFit(50_000, 100_000, 60_000, 70_000)).toBe(1);
    expect(salaryFit(50_000, 100_000, 300_000, 400_000)).toBe(1);
    // Close under the band is still less than the person asked for.
    expect(salaryFit(100_000, 150_000, 80_000, 95_000)).toBe(0);
    expect(salaryFit(100_000, 150_000, 30_000, 40_000)).toBe(0);
    expect(salaryFit(100_000, 150_000, Number.NaN, Number.NaN)).toBe(0.6);
    // Partly in the band: the share of the range inside it, under "unknown" when mostly below.
    expect(salaryFit(50_000, 100_000, 40_000, 60_000)).toBeCloseTo(0.5);
    expect(salaryFit(50_000, 100_000, 20_000, 60_000)).toBeCloseTo(0.25);
    expect(salaryFit(50_000, 100_000, 20_000, 60_000)).toBeLessThan(
      salaryFit(50_000, 100_000, Number.NaN, Number.NaN),
    );
  });
  it('drops a job only when its stated pay tops out under the floor', () => {
    expect(isBelowFloor(45_000, 30_000, 40_000)).toBe(true);
    expect(isBelowFloor(45_000, 40_000, 50_000)).toBe(false);
    expect(isBelowFloor(45_000, 40_000, Number.NaN)).toBe(true);
    expect(isBelowFloor(45_000, Number.NaN, Number.NaN)).toBe(false);
    expect(isBelowFloor(null, 10_000, 20_000)).toBe(false);
  });
  it('raises the band to a learned floor', () => {
    expect(effectiveBandLow(50_000, 90_000)).toBe(90_000);
    expect(effectiveBandLow(50_000, null)).toBe(50_000);
    expect(effectiveBandLow(Number.NaN, 70_000)).toBe(70_000);
  });
});

describe('location fit', () => {
  const wish = { hasLocation: true, remoteOk: false, willingToRelocate: false, radiusMiles: 30 };
  it('falls gently inside the radius and steeply outside it', () => {
    expect(locationFit(0, 2, wish)).toBe(1);
    expect(locationFit(12, 2, wish)).toBeCloseTo(0.9);
    expect(locationFit(30, 1, wish)).toBeCloseTo(0.75);
    expect(locationFit(200, 2, wish)).toBe(0.08);
    // Intended change (decision 023): a move the person accepts costs little, below any near job.
    expect(locationFit(200, 2, { ...wish, willingToRelocate: true })).toBeCloseTo(0.7);
  });
  it('rates remote jobs by the wish for remote work, and unknown places in between', () => {
    expect(locationFit(Number.NaN, 0, { ...wish, remoteOk: true })).toBe(1);
    // Intended change (decision 023): a remote job not asked for ranks below any job within reach.
    expect(locationFit(Number.NaN, 0, wish)).toBeCloseTo(0.65);
    expect(locationFit(Number.NaN, 0, wish)).toBeLessThan(locationFit(30, 2, wish));
    expect(locationFit(Number.NaN, 2, wish)).toBe(0.35);
    expect(locationFit(Number.NaN, 2, { ...wish, hasLocation: false })).toBe(0.5);
  });
});

describe('seniority fit', () => {
  it.each([
    ['Nursing Intern', 0],
    ['Junior Accountant', 1],
    ['Audit Associate', 1.5],
    ['Associate Director, Finance', 5],
    ['Registered Nurse', 2],
    ['Medical Assistant', 2],
    ['Staff Nurse', 2],
    ['Senior Software Engineer', 3],
    ['Sr. Electrician', 3],
    ['Nurse Manager', 4],
    ['Director of Nursing', 5],
    ['Senior Director, Finance', 5],
  ])('reads %j as level %d', (title, level) => {
    expect(seniorityOfTitle(title)).toBe(level);
  });
  it('derives the person’s level from years and past manager titles', () => {
    expect(seniorityOfExperience(0, 2)).toBe(1);
    expect(seniorityOfExperience(2, 2)).toBe(1.5);
    expect(seniorityOfExperience(5, 2)).toBe(2.5);
    expect(seniorityOfExperience(12, 2)).toBe(3);
    expect(seniorityOfExperience(6, 5)).toBe(4.5);
  });
  it('fits within half a level and penalizes over-reaching more than under-reaching', () => {
    expect(seniorityFit(2, 2.5)).toBe(1);
    expect(seniorityFit(3, 2.5)).toBe(1);
    expect(seniorityFit(5, 2.5)).toBeCloseTo(0.2);
    expect(seniorityFit(0, 2.5)).toBeCloseTo(0.5);
  });
});

describe('freshness', () => {
  it('halves every two weeks', () => {
    expect(freshness(0)).toBe(1);
    expect(freshness(-1)).toBe(1);
    expect(freshness(14)).toBeCloseTo(0.5);
    expect(freshness(28)).toBeCloseTo(0.25);
  });
});
