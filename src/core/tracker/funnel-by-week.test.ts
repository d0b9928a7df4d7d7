import { describe, expect, it } from 'vitest';
import { FUNNEL_WEEKS, funnelByWeek, weekStartOf } from './funnel-by-week.ts';

describe('weekStartOf', () => {
  it('is the Monday of the week, on a Monday and on a Sunday', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16');
  });
});

describe('funnelByWeek', () => {
  it('has every week, oldest first, empty ones included', () => {
    const weeks = funnelByWeek([], '2026-11-29');
    expect(weeks).toHaveLength(FUNNEL_WEEKS);
    expect(weeks.at(-1)?.weekStart).toBe('2026-11-23');
    expect(weeks[0]?.weekStart).toBe('2026-09-07');
    expect(weeks.every((week) => week.applied === 0)).toBe(true);
  });

  it('counts each application in its week at every step it reached', () => {
    const weeks = funnelByWeek(
      [
        { stage: 'applied', appliedOn: '2026-11-24', interviewDates: [] },
        { stage: 'hired', appliedOn: '2026-11-23', interviewDates: [] },
        { stage: 'rejected', appliedOn: '2026-11-20', interviewDates: ['2026-11-25'] },
        { stage: 'rejected', appliedOn: '2026-11-16', interviewDates: [] },
        { stage: 'withdrawn', appliedOn: '2026-11-17', interviewDates: [] },
        // Older than the chart, and a day in the future: left out, not misplaced.
        { stage: 'offer', appliedOn: '2025-01-01', interviewDates: [] },
        { stage: 'offer', appliedOn: '2026-12-10', interviewDates: [] },
      ],
      '2026-11-29',
    );
    expect(weeks.at(-1)).toEqual({
      weekStart: '2026-11-23',
      applied: 2,
      heardBack: 1,
      interviewing: 1,
      offer: 1,
    });
    expect(weeks.at(-2)).toEqual({
      weekStart: '2026-11-16',
      applied: 3,
      heardBack: 2,
      interviewing: 1,
      offer: 0,
    });
    expect(weeks.reduce((sum, week) => sum + week.applied, 0)).toBe(5);
  });
});
