import { describe, expect, it } from 'vitest';
import { reviewPracticeAnswer } from './review-practice-answer.ts';

const star =
  'Last year on our cardiac step-down unit we had two admissions at once. I was responsible for four patients. ' +
  'I checked telemetry on each, asked the charge nurse for help with one admission and documented every assessment in Epic. ' +
  'As a result every patient was settled within the hour and nothing was missed at handover. ' +
  'I would do the same again, because asking early kept everyone safe and the team trusted the plan we made together that night.';

describe('practice feedback without a model', () => {
  it('finds the four STAR parts, a good length and the requirement named', () => {
    const feedback = reviewPracticeAnswer(star, { keyTerms: ['telemetry monitoring', 'Epic'] });
    expect(feedback.star).toEqual({ situation: true, task: true, action: true, result: true });
    expect(feedback.length).toBe('good');
    expect(feedback.namesRequirement).toBe(true);
    expect(feedback.tips).toEqual([]);
  });

  it('says what is missing, counts fillers and asks for the requirement by name', () => {
    const feedback = reviewPracticeAnswer('Um, basically I, like, um, do it well, you know.', {
      keyTerms: ['QuickBooks'],
    });
    expect(feedback.length).toBe('short');
    expect(feedback.star).toMatchObject({ situation: false, task: false, result: false });
    expect(feedback.namesRequirement).toBe(false);
    expect(feedback.fillers).toEqual(
      expect.arrayContaining([
        { word: 'um', count: 2 },
        { word: 'basically', count: 1 },
        { word: 'like', count: 1 },
        { word: 'you know', count: 1 },
      ]),
    );
    expect(feedback.tips.join(' ')).toMatch(/Set the scene/);
    expect(feedback.tips.join(' ')).toMatch(/Name QuickBooks/);
    expect(feedback.tips.join(' ')).toMatch(/filler words/);
  });

  it('treats an empty answer as empty and a very long one as long', () => {
    expect(reviewPracticeAnswer('', { keyTerms: [] })).toMatchObject({
      words: 0,
      length: 'empty',
      namesRequirement: null,
    });
    expect(reviewPracticeAnswer('word '.repeat(400), { keyTerms: [] }).length).toBe('long');
  });
});
