import { describe, expect, it } from 'vitest';
import { makeJob, makeProfile } from '../../../../tests/helpers/matching-fixtures.ts';
import { learnableTerms, profileWords } from '../learning/learnable-terms.ts';
import { noTermShares } from '../learning/term-shares.ts';
import { emptyPreferenceModel } from '../preference-model.ts';
import { describeOutcomes } from './describe-outcomes.ts';
import { EVERY_JOB, isTrait, sourceOfLink, withJobTraits } from './job-traits.ts';
import { outcomeFeatures, outsideJob } from './outcome-features.ts';
import {
  OUTCOME_RATE,
  type Outcome,
  type OutcomeSignal,
  outcomeOf,
  outcomeTermWeights,
  withOutcomeWeights,
} from './outcome-signals.ts';
import type { OutcomeItem } from './read-outcome-items.ts';

const context = { profileWords: profileWords(makeProfile()), shares: noTermShares };
const agency = withJobTraits(
  makeJob({
    title: 'Travel Registered Nurse',
    company: 'Aya Staffing',
    companyKey: 'aya staffing',
    description: 'Agency assignment with a weekly stipend. Competitive pay and benefits.',
  }),
  'greenhouse',
);
const hospital = withJobTraits(
  makeJob({ description: 'Permanent position on our inpatient unit with a pension.' }),
  'lever',
);

let day = 1;
const signal = (job: typeof agency, outcome: Outcome, itemId = `item-${day}`): OutcomeSignal => ({
  itemId,
  appliedOn: `2026-10-${String(day++).padStart(2, '0')}`,
  outcome,
  features: outcomeFeatures(job, outcome, context),
});
const sumOver = (weights: Record<string, number>, terms: readonly string[]) =>
  [...new Set(terms)].reduce((sum, term) => sum + (weights[term] ?? 0), 0);

describe('which stage is an outcome', () => {
  it('maps each shown stage; applied and withdrawn teach nothing', () => {
    const of = (shownStage: Parameters<typeof outcomeOf>[0]['shownStage'], days: string[] = []) =>
      outcomeOf({ shownStage, interviewDates: days });
    expect(of('heard_back')).toBe('heard_back');
    expect(of('interviewing')).toBe('interviewing');
    expect(of('offer')).toBe('offer');
    expect(of('hired')).toBe('hired');
    expect(of('no_answer')).toBe('no_answer');
    expect(of('applied')).toBeNull();
    expect(of('withdrawn')).toBeNull();
    // A rejection teaches only when interview days show it came after an interview.
    expect(of('rejected')).toBeNull();
    expect(of('rejected', ['2026-10-05'])).toBe('rejected_after_interview');
  });
});

describe('what an outcome teaches', () => {
  it('an interview raises the job’s words and traits; its own weight ranks the outcomes', () => {
    const strength = (outcome: Outcome) =>
      sumOver(
        outcomeTermWeights([signal(hospital, outcome)]),
        hospital.terms.filter((term) => term !== EVERY_JOB),
      );
    expect(strength('interviewing')).toBeGreaterThan(0);
    expect(strength('hired')).toBeGreaterThan(strength('interviewing'));
    expect(strength('interviewing')).toBeGreaterThan(strength('heard_back'));
    expect(strength('heard_back')).toBeGreaterThan(strength('rejected_after_interview'));
    expect(strength('rejected_after_interview')).toBeGreaterThan(0);
    const weights = outcomeTermWeights([signal(hospital, 'interviewing')]);
    expect(weights['~soc:29-1141']).toBeGreaterThan(0);
    expect(weights['~source:lever']).toBeGreaterThan(0);
    expect(weights.inpatient).toBeGreaterThan(0);
  });

  it('measures from the answered jobs: one like them keeps its score, one unlike loses', () => {
    const weights = outcomeTermWeights([signal(hospital, 'interviewing')]);
    expect(sumOver(weights, hospital.terms)).toBeCloseTo(0, 10);
    expect(sumOver(weights, agency.terms)).toBeLessThan(0);
    // Twenty outcomes move more than one, and stay bounded (each is averaged with the prior).
    const many = outcomeTermWeights(
      Array.from({ length: 20 }, (_, i) => signal(hospital, 'interviewing', `many-${i}`)),
    );
    expect(sumOver(many, agency.terms)).toBeLessThan(sumOver(weights, agency.terms));
    expect(sumOver(many, agency.terms)).toBeGreaterThan(-OUTCOME_RATE * Math.sqrt(40));
  });

  it('no answer is a weak negative on the source and the employer’s kind only', () => {
    const weights = outcomeTermWeights([signal(agency, 'no_answer')]);
    expect(Object.keys(weights).sort()).toEqual([
      '~employer:aya',
      '~employer:staffing',
      '~source:greenhouse',
    ]);
    for (const weight of Object.values(weights)) expect(weight).toBeLessThan(0);
    const interview = outcomeTermWeights([signal(agency, 'interviewing')]);
    expect(Math.abs(weights['~employer:staffing'] ?? 0)).toBeLessThan(
      interview['~employer:staffing'] ?? 0,
    );
  });

  it('never learns template words or the person’s own words', () => {
    const features = outcomeFeatures(agency, 'hired', context);
    for (const word of ['competitive', 'benefits', 'nurse', 'registered']) {
      expect(features).not.toContain(word);
    }
    expect(features).toContain('stipend');
    // Likes and dislikes never learn traits: those belong to outcomes.
    expect(learnableTerms(agency, context).some(isTrait)).toBe(false);
  });

  it('an outside application teaches its title words, employer and link’s site', () => {
    const job = outsideJob({
      id: 'outside',
      title: 'Charge Nurse, Cardiac',
      company: 'Mercy Hospital',
      link: 'https://jobs.lever.co/mercy/123',
    });
    expect(outcomeFeatures(job, 'interviewing', context).sort()).toEqual([
      'cardiac',
      'charge',
      '~employer:hospital',
      '~employer:mercy',
      '~source:lever',
    ]);
  });
});

describe('outcomes as they stand, not as they happened', () => {
  const signals = [
    signal(hospital, 'interviewing', 'a'),
    signal(agency, 'no_answer', 'b'),
    signal(hospital, 'offer', 'c'),
  ];

  it('gives the same weights in any order and when read again (no double counting)', () => {
    const once = outcomeTermWeights(signals);
    expect(outcomeTermWeights([...signals].reverse())).toEqual(once);
    expect(outcomeTermWeights(signals)).toEqual(once);
  });

  it('a removed or undone outcome leaves what the others teach, exactly', () => {
    const rest = signals.filter((entry) => entry.itemId !== 'b');
    expect(outcomeTermWeights(rest)).toEqual(outcomeTermWeights(rest));
    expect(outcomeTermWeights(rest)['~employer:staffing']).toBeUndefined();
    expect(outcomeTermWeights([])).toEqual({});
  });

  it('adds to the learned model for ranking without changing it', () => {
    const model = emptyPreferenceModel();
    model.termWeights.stipend = -0.5;
    const ranking = withOutcomeWeights(model, { stipend: 0.2, inpatient: 0.4 });
    expect(ranking.termWeights).toEqual({ stipend: -0.3, inpatient: 0.4 });
    expect(model.termWeights).toEqual({ stipend: -0.5 });
  });
});

describe('labels and sources', () => {
  it('says each outcome as it happened, with a removable id', () => {
    const item = (outcome: Outcome): OutcomeItem => ({
      itemId: outcome,
      appliedOn: '2026-10-01',
      title: 'ICU Nurse',
      company: 'Mercy',
      outcome,
      noAnswerDays: 21,
      job: hospital,
    });
    const texts = describeOutcomes(
      (['interviewing', 'no_answer', 'rejected_after_interview'] as const).map(item),
    );
    expect(texts).toEqual([
      {
        id: 'outcome:rejected_after_interview',
        text: 'You interviewed for “ICU Nurse” at Mercy: a few more jobs like it',
      },
      {
        id: 'outcome:no_answer',
        text: 'No answer from Mercy after 21 days: fewer jobs from that kind of employer and site',
      },
      {
        id: 'outcome:interviewing',
        text: 'You got an interview for “ICU Nurse” at Mercy: more jobs like it',
      },
    ]);
  });

  it('names a link’s site as the catalogue names its source', () => {
    expect(sourceOfLink('https://boards.greenhouse.io/acme/jobs/1')).toBe('greenhouse');
    expect(sourceOfLink('https://acme.wd1.myworkdayjobs.com/x')).toBe('workday');
    expect(sourceOfLink('not a link')).toBeNull();
    expect(sourceOfLink(null)).toBeNull();
  });
});
