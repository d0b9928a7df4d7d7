import { describe, expect, it } from 'vitest';
import { makeJob, makeProfile, NOW } from '../../../tests/helpers/matching-fixtures.ts';
import { applyFeedback } from './apply-feedback.ts';
import { explainMatch } from './explain-match.ts';
import { profileWords } from './learning/learnable-terms.ts';
import { noTermShares } from './learning/term-shares.ts';
import { emptyPreferenceModel, type PreferenceModel } from './preference-model.ts';
import { prepareScoring } from './prepare-scoring.ts';
import { scoreJob } from './score-job.ts';
import type { MatchableJob } from './types.ts';

const profile = makeProfile();
const reasonOf = (
  model: PreferenceModel,
  job: MatchableJob,
  feedback: 'like' | 'dislike' | null = null,
) => {
  const scored = scoreJob(prepareScoring(profile, model), job, NOW);
  return explainMatch(scored, job, () => undefined, { termWeights: model.termWeights, feedback });
};
const learned = (phrase: string) => phrase.split(' · ').filter((part) => part.includes('jobs you'));

describe('learned reasons on a card', () => {
  it('names the job’s own learned words, lifted or lowered', () => {
    const lifted = { ...emptyPreferenceModel(), termWeights: { icu: 1, remoteonly: 2 } };
    expect(learned(reasonOf(lifted, makeJob()))).toEqual(['mentions “icu” like jobs you liked']);
    const lowered = { ...emptyPreferenceModel(), termWeights: { icu: -1 } };
    expect(learned(reasonOf(lowered, makeJob()))).toEqual([
      'mentions “icu” like jobs you disliked',
    ]);
  });

  it('never tells a liked job that it is like jobs you disliked', () => {
    // The person liked one ICU job and disliked three others: "icu" ends up weighing against.
    const liked = makeJob({ description: 'Hospital ICU nursing, step-down unit.' });
    let model = emptyPreferenceModel();
    const context = { profileWords: profileWords(profile), shares: noTermShares };
    const answer = (job: MatchableJob, kind: 'like' | 'dislike') => {
      const parts = scoreJob(prepareScoring(profile, model), job, NOW).parts;
      const feedback = kind === 'like' ? { kind } : { kind, reason: null };
      model = applyFeedback(model, { job, parts, feedback, context });
    };
    answer(liked, 'like');
    for (const pool of ['float', 'night', 'weekend']) {
      answer(
        makeJob({ description: `Hospital ICU nursing, step-down unit, ${pool} pool.` }),
        'dislike',
      );
    }
    const scored = scoreJob(prepareScoring(profile, model), liked, NOW);
    expect(scored.facts.learnedPoints).toBeLessThan(-3);
    expect(reasonOf(model, liked, 'like')).not.toContain('disliked');
    expect(reasonOf(model, liked, null)).toContain('like jobs you disliked');
  });

  it('says nothing of learning when no single word of the job carries it', () => {
    // Many faint weights add up, but none is worth naming: no phrase rather than a vague one.
    const faint = Object.fromEntries(makeJob().terms.map((term) => [term, 0.1] as const));
    const model = { ...emptyPreferenceModel(), termWeights: faint };
    const scored = scoreJob(prepareScoring(profile, model), makeJob(), NOW);
    expect(scored.facts.learnedPoints).toBeGreaterThan(3);
    expect(learned(reasonOf(model, makeJob()))).toEqual([]);
  });

  it('mentions learning only when told what the model and the answer are', () => {
    const model = { ...emptyPreferenceModel(), termWeights: { icu: -1 } };
    const job = makeJob();
    const scored = scoreJob(prepareScoring(profile, model), job, NOW);
    expect(explainMatch(scored, job)).not.toContain('jobs you');
  });
});
