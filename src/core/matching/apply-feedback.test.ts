import { describe, expect, it } from 'vitest';
import { AUSTIN, makeJob, makeProfile, NOW } from '../../../tests/helpers/matching-fixtures.ts';
import { applyFeedback, type Feedback, MIN_LEARNED_REACH_MILES } from './apply-feedback.ts';
import { buildJobIndex } from './build-job-index.ts';
import { describeLearnedPreferences } from './describe-learned-preferences.ts';
import { exclusionReason } from './hard-filters.ts';
import { profileWords } from './learning/learnable-terms.ts';
import { noTermShares } from './learning/term-shares.ts';
import {
  emptyPreferenceModel,
  type PreferenceModel,
  preferenceModelSchema,
} from './preference-model.ts';
import { prepareScoring } from './prepare-scoring.ts';
import { rankJobs } from './rank-jobs.ts';
import { removeLearnedPreference } from './remove-learned-preference.ts';
import { scoreJob } from './score-job.ts';
import type { MatchableJob } from './types.ts';

const profile = makeProfile();
const score = (model: PreferenceModel, job: MatchableJob) =>
  scoreJob(prepareScoring(profile, model), job, NOW).score;
const give = (model: PreferenceModel, job: MatchableJob, feedback: Feedback) =>
  applyFeedback(model, {
    job,
    parts: scoreJob(prepareScoring(profile, model), job, NOW).parts,
    feedback,
  });

const agency = makeJob({
  company: 'Acme Staffing',
  companyKey: 'acme staffing',
  description: 'Travel nurse staffing agency assignment, 13 week contract.',
});
const hospital = makeJob({ description: 'Hospital ICU nursing, permanent position on our unit.' });
const otherAgency = makeJob({
  company: 'Nurses Now Staffing',
  companyKey: 'nurses now staffing',
  description: 'Staffing agency travel assignment for a nurse.',
});

describe('applyFeedback', () => {
  it('hides the company on "not this company" and learns nothing else', () => {
    const model = give(emptyPreferenceModel(), agency, {
      kind: 'dislike',
      reason: 'not-this-company',
    });
    expect(model.hiddenCompanies).toEqual({ 'acme staffing': 'Acme Staffing' });
    expect(model.termWeights).toEqual({});
    expect(model.feedbackCount).toBe(1);
  });

  it('shifts the wanted level on "too senior" and "too junior"', () => {
    const senior = makeJob({ title: 'Senior Registered Nurse' });
    let model = give(emptyPreferenceModel(), senior, { kind: 'dislike', reason: 'too-senior' });
    expect(model.seniorityShift).toBe(-0.5);
    model = give(model, senior, { kind: 'dislike', reason: 'too-senior' });
    expect(score(model, senior)).toBeLessThan(score(emptyPreferenceModel(), senior));
    model = give(model, senior, { kind: 'dislike', reason: 'too-junior' });
    expect(model.seniorityShift).toBe(-0.5);
  });

  it('raises the salary floor above the job on "salary too low"', () => {
    const lowPay = makeJob({ salaryAnnualUsdMin: 60_000, salaryAnnualUsdMax: 70_000 });
    const model = give(emptyPreferenceModel(), lowPay, {
      kind: 'dislike',
      reason: 'salary-too-low',
    });
    expect(model.salaryFloorUsd).toBeCloseTo(77_000);
    expect(model.featureWeights.salary).toBeGreaterThan(1);
    expect(score(model, lowPay)).toBeLessThan(score(emptyPreferenceModel(), lowPay));
  });

  it('weighs location more on "wrong location"', () => {
    const model = give(emptyPreferenceModel(), hospital, {
      kind: 'dislike',
      reason: 'wrong-location',
    });
    expect(model.featureWeights.location).toBeCloseTo(1.3);
  });

  it('learns over terms: a dislike lowers similar jobs, a like lifts them', () => {
    const disliked = give(emptyPreferenceModel(), agency, { kind: 'dislike', reason: null });
    expect(score(disliked, otherAgency)).toBeLessThan(score(emptyPreferenceModel(), otherAgency));
    const liked = give(emptyPreferenceModel(), hospital, { kind: 'like' });
    const similar = makeJob({ description: 'Hospital ICU unit, permanent.' });
    expect(score(liked, similar)).toBeGreaterThan(score(emptyPreferenceModel(), similar));
  });

  it('updates the model in place and keeps it valid', () => {
    const model = emptyPreferenceModel();
    const parts = scoreJob(prepareScoring(profile, model), hospital, NOW).parts;
    const after = applyFeedback(model, { job: hospital, parts, feedback: { kind: 'like' } });
    expect(after).toBe(model);
    expect(model.feedbackCount).toBe(1);
    expect(preferenceModelSchema.parse(after)).toEqual(after);
  });

  it('stays bounded after many answers', () => {
    let model = emptyPreferenceModel();
    for (let i = 0; i < 400; i++) {
      const words = Array.from({ length: 40 }, (_, k) => `w${i}x${k}`).join(' ');
      model = give(model, makeJob({ description: words }), {
        kind: i % 2 ? 'like' : 'dislike',
        reason: null,
      } as Feedback);
    }
    expect(Object.keys(model.termWeights).length).toBeLessThanOrEqual(3000);
    for (const weight of Object.values(model.featureWeights)) {
      expect(weight).toBeGreaterThanOrEqual(0.25);
      expect(weight).toBeLessThanOrEqual(4);
    }
  });
});

describe('learned preferences in plain words', () => {
  it('lists each learned item, and each can be removed; reset empties all', () => {
    let model = give(emptyPreferenceModel(), agency, {
      kind: 'dislike',
      reason: 'not-this-company',
    });
    model = give(model, makeJob({ title: 'Senior Registered Nurse' }), {
      kind: 'dislike',
      reason: 'too-senior',
    });
    model = give(model, makeJob({ salaryAnnualUsdMax: 70_000 }), {
      kind: 'dislike',
      reason: 'salary-too-low',
    });
    for (let i = 0; i < 3; i++) model = give(model, otherAgency, { kind: 'dislike', reason: null });
    const items = describeLearnedPreferences(model);
    const texts = items.map((item) => item.text);
    expect(texts).toContain('Hide jobs at Acme Staffing');
    expect(texts).toContain('Less senior roles than your experience suggests');
    expect(texts).toContain('Salaries of at least $77,000 a year');
    expect(texts).toContain('Salary matters more to you');
    expect(texts).toContain('Fewer jobs that mention “staffing”');
    for (const item of items) {
      const after = describeLearnedPreferences(removeLearnedPreference(model, item.id));
      expect(after.map((other) => other.id)).not.toContain(item.id);
      // A removed word can make room for the next strongest one; never for itself.
      expect(after.length).toBeLessThanOrEqual(items.length);
    }
    expect(describeLearnedPreferences(emptyPreferenceModel())).toEqual([]);
  });
});

describe('what an answer teaches', () => {
  const electrician = makeProfile({
    occupationSoc: '47-2111',
    titleTerms: ['electrician'],
    skills: ['Commercial wiring', 'Conduit bending'],
    tools: ['Multimeter'],
  });
  const electricianJob = makeJob({
    title: 'Commercial Electrician',
    occupationSoc: '47-2111',
    // The demo catalogue's template around one distinctive word ("stadium").
    description:
      'Train newer colleagues in commercial wiring. Clear communication with colleagues and ' +
      'customers. Stadium lighting retrofits on nights.',
  });
  const answer = (person: typeof electrician, job: MatchableJob, feedback: Feedback) => {
    const model = emptyPreferenceModel();
    const scored = scoreJob(prepareScoring(person, model), job, NOW);
    return applyFeedback(model, {
      job,
      parts: scored.parts,
      feedback,
      miles: scored.facts.miles,
      context: { profileWords: profileWords(person), shares: noTermShares },
    });
  };

  it('a dislike teaches no template word and none of the person’s own words', () => {
    const model = answer(electrician, electricianJob, { kind: 'dislike', reason: null });
    const learned = Object.keys(model.termWeights);
    for (const word of ['train', 'newer', 'colleagues', 'commercial', 'wiring', 'electrician']) {
      expect(learned).not.toContain(word);
    }
    expect(learned).toEqual(expect.arrayContaining(['stadium', 'lighting', 'retrofits']));
  });

  it('"wrong location" on an on-site job shortens the reach: it and farther jobs drop out', () => {
    const nurse = makeProfile();
    const roundRock = makeJob();
    const model = answer(nurse, roundRock, { kind: 'dislike', reason: 'wrong-location' });
    expect(model.reachMiles).toBeGreaterThanOrEqual(MIN_LEARNED_REACH_MILES);
    // Round Rock is 17 miles from Austin: the reach falls below that.
    expect(model.reachMiles).toBeLessThan(17);
    const ctx = prepareScoring(nurse, model);
    expect(exclusionReason(ctx, roundRock)).toBe('out-of-reach');
    const inTown = makeJob({
      locations: [{ city: 'Austin', region: 'TX', country: 'US', ...AUSTIN }],
    });
    expect(exclusionReason(ctx, inTown)).toBeNull();
    const ranked = rankJobs(buildJobIndex([roundRock, inTown]), ctx, { now: NOW, limit: 10 });
    expect(ranked.map((hit) => hit.id)).toEqual([inTown.id]);
    expect(describeLearnedPreferences(model).map((item) => item.text)).toContain(
      'On-site and hybrid jobs within 14 miles',
    );
  });

  it('"wrong location" on a remote job makes remote work count as unasked for', () => {
    const nurse = makeProfile({ remoteOk: true });
    const remote = makeJob({ workplace: 'remote', locations: [] });
    const model = answer(nurse, remote, { kind: 'dislike', reason: 'wrong-location' });
    expect(model.remoteUnwanted).toBe(true);
    expect(score(model, remote)).toBeLessThan(score(emptyPreferenceModel(), remote));
    const forgotten = removeLearnedPreference(model, 'remote');
    expect(forgotten.remoteUnwanted).toBe(false);
  });

  it('"wrong field" lowers the job’s title words only, never its template', () => {
    const flight = makeJob({
      title: 'Flight Attendant',
      occupationSoc: '53-2031',
      description: 'Train newer colleagues in cabin safety and customer service.',
    });
    const model = answer(makeProfile(), flight, { kind: 'dislike', reason: 'wrong-field' });
    expect(Object.keys(model.termWeights).sort()).toEqual(['attendant', 'flight']);
    expect(model.featureWeights.occupation).toBeGreaterThan(1);
  });
});
