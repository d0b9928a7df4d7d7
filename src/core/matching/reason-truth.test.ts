import { describe, expect, it } from 'vitest';
import { makeJob, makeProfile, NOW } from '../../../tests/helpers/matching-fixtures.ts';
import { occupationBySoc } from '../occupations/occupations.ts';
import { explainMatch, hasPositiveReason } from './explain-match.ts';
import { exclusionReason } from './hard-filters.ts';
import { emptyPreferenceModel } from './preference-model.ts';
import { prepareScoring } from './prepare-scoring.ts';
import { scoreJob } from './score-job.ts';
import type { MatchableJob, MatchProfile } from './types.ts';

const titleOf = (soc: string) => occupationBySoc(soc)?.title;
const judged = (job: MatchableJob, profile: MatchProfile = makeProfile()) => {
  const scoring = prepareScoring(profile, emptyPreferenceModel());
  const scored = scoreJob(scoring, job, NOW);
  return {
    reason: explainMatch(scored, job, titleOf),
    positive: hasPositiveReason(scored),
    excluded: exclusionReason(scoring, job),
  };
};
const phrases = (reason: string) => reason.split(' · ');

describe('a credential on a card is the person’s only when they hold it by that name', () => {
  it('calls a credential theirs whatever paper the posting writes it on', () => {
    const profile = makeProfile({ certifications: ['RDH'], occupationSoc: '29-1292' });
    const job = makeJob({ occupationSoc: '29-1292', certifications: ['RDH License'] });
    expect(phrases(judged(job, profile).reason)).toContain('your RDH');
  });

  it('says another state’s licence is asked for, never that it is theirs', () => {
    const profile = makeProfile({ certifications: ['Colorado Teaching License'] });
    const job = makeJob({ certifications: ['Texas Teaching Certificate'] });
    const reason = phrases(judged(job, profile).reason);
    expect(reason).toContain('asks for Texas Teaching Certificate');
    expect(reason.some((phrase) => phrase.startsWith('your '))).toBe(false);
  });

  it('never claims an abbreviation the person does not hold', () => {
    const profile = makeProfile({ certifications: ['BLS'] });
    const job = makeJob({ certifications: ['ACLS', 'BLS Certification'] });
    const reason = phrases(judged(job, profile).reason);
    expect(reason).toContain('your BLS');
    expect(reason.join(' ')).not.toContain('ACLS');
  });
});

describe('"Related" on a card names only an occupation the knowledge or the person relates', () => {
  it('calls a related occupation of the occupation knowledge related', () => {
    // Licensed practical nurses are among registered nurses' related occupations (decision 047).
    const job = makeJob({ title: 'Registered Nurse LPN', occupationSoc: '29-2061' });
    expect(phrases(judged(job).reason)).toContain(
      'Related: Licensed practical and licensed vocational nurses',
    );
  });

  it('lets in a SOC neighbour titled like the wanted job without calling it related', () => {
    // Nurse anesthetists share registered nurses' minor group, not their related list.
    const job = makeJob({ title: 'Registered Nurse Anesthetist', occupationSoc: '29-1151' });
    const { reason, excluded } = judged(job);
    expect(excluded).toBeNull();
    expect(reason).not.toContain('Related');
  });

  it('leaves out a job of an unrelated occupation whatever its title says', () => {
    const job = makeJob({ title: 'Registered Nurse Recruiter', occupationSoc: '13-1071' });
    expect(judged(job).excluded).toBe('unrelated-occupation');
  });
});

describe('no match without a positive reason', () => {
  it('has one for the wanted occupation', () => {
    expect(judged(makeJob()).positive).toBe(true);
  });

  it('has none for a neighbour that shares nothing but its title', () => {
    const job = makeJob({
      title: 'Registered Nurse Anesthetist',
      occupationSoc: '29-1151',
      skills: [],
      tools: [],
      certifications: ['CRNA'],
      salaryAnnualUsdMin: null,
      salaryAnnualUsdMax: null,
      description: 'Anesthesia care in the operating room.',
    });
    const { reason, positive } = judged(job);
    expect(positive).toBe(false);
    expect(reason).toContain('asks for CRNA');
  });
});
