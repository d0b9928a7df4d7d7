import { describe, expect, it } from 'vitest';
import { type CountableItem, countTrackerItems } from './count-tracker-items.ts';

const item = (overrides: Partial<CountableItem>): CountableItem => ({
  source: 'elsewhere',
  stage: 'applied',
  shownStage: 'applied',
  appliedOn: '2026-11-20',
  interviewDates: [],
  occupation: null,
  ...overrides,
});

describe('countTrackerItems', () => {
  it('has no response rate without applications', () => {
    expect(countTrackerItems([], '2026-11-22')).toMatchObject({
      total: 0,
      thisWeek: 0,
      responseRate: null,
      interviews: 0,
      bySource: [],
    });
  });

  it('counts the last 7 days, answers (rejections too) and interviews', () => {
    const counts = countTrackerItems(
      [
        item({ appliedOn: '2026-11-22', source: 'hireloop', occupation: 'Registered Nurses' }),
        item({ appliedOn: '2026-11-16', stage: 'heard_back' }),
        item({ appliedOn: '2026-11-15', stage: 'rejected', interviewDates: ['2026-11-18'] }),
        item({ appliedOn: '2026-10-01', stage: 'offer', occupation: 'Registered Nurses' }),
        item({ appliedOn: '2026-10-01', stage: 'withdrawn' }),
      ],
      '2026-11-22',
    );
    expect(counts.total).toBe(5);
    expect(counts.thisWeek).toBe(2);
    expect(counts.responseRate).toBeCloseTo(3 / 5);
    expect(counts.interviews).toBe(2);
    expect(counts.bySource).toEqual([
      { key: 'elsewhere', label: 'Elsewhere', count: 4 },
      { key: 'hireloop', label: 'Hireloop', count: 1 },
    ]);
    expect(counts.byOccupation).toEqual([
      { key: 'Not known', label: 'Not known', count: 3 },
      { key: 'Registered Nurses', label: 'Registered Nurses', count: 2 },
    ]);
  });

  it('does not count a date in the future as this week', () => {
    expect(countTrackerItems([item({ appliedOn: '2026-11-23' })], '2026-11-22').thisWeek).toBe(0);
  });
});
