import { describe, expect, it } from 'vitest';
import { daysBetween, shownStageOf } from './no-answer.ts';

describe('shownStageOf', () => {
  it('shows an item at applied as no answer from the Nth day on', () => {
    const item = { stage: 'applied' as const, appliedOn: '2026-11-01' };
    expect(shownStageOf(item, 21, '2026-11-21')).toBe('applied');
    expect(shownStageOf(item, 21, '2026-11-22')).toBe('no_answer');
    expect(shownStageOf(item, 3, '2026-11-04')).toBe('no_answer');
  });

  it('never turns an answered item into no answer', () => {
    for (const stage of ['heard_back', 'interviewing', 'rejected', 'withdrawn'] as const) {
      expect(shownStageOf({ stage, appliedOn: '2020-01-01' }, 1, '2026-11-22')).toBe(stage);
    }
  });

  it('counts days across a month and a leap day', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-22', '2026-11-01')).toBe(-21);
  });
});
