import { describe, expect, it } from 'vitest';
import { usajobsIntervalCode, usajobsSalary } from './usajobs-pay.ts';

const pay = (code: string, min: number | null = 40, max: number | null = 50) =>
  usajobsSalary({ MinimumRange: min, MaximumRange: max, RateIntervalCode: code });

describe('USAJOBS pay-rate intervals', () => {
  it('reads the current codes and the old words alike', () => {
    const pairs = [
      ['PA', 'Per Year'],
      ['PH', 'Per Hour'],
      ['PD', 'Per Day'],
      ['PM', 'Per Month'],
      ['BW', 'Bi-weekly'],
      ['FB', 'Fee Basis'],
      ['PW', 'Piece Work'],
      ['SY', 'School Year'],
      ['ST', 'Student Stipend Paid'],
      ['WC', 'Without Compensation'],
    ];
    for (const [code, words] of pairs) {
      expect([words, usajobsIntervalCode(words)]).toEqual([words, code]);
      expect(pay(words as string)).toEqual(pay(code as string));
    }
    expect(usajobsIntervalCode('pa')).toBe('PA');
    expect(usajobsIntervalCode('Per Fortnight')).toBeUndefined();
  });

  it('annual and hourly pay keep their period; bi-weekly becomes a week, exactly', () => {
    expect(pay('Per Year', 98_496, 152_690)).toMatchObject({ min: 98_496, period: 'year' });
    expect(pay('PH', 41.5, 55.2)).toMatchObject({ min: 41.5, max: 55.2, period: 'hour' });
    expect(pay('PD', 200, 250)).toMatchObject({ period: 'day' });
    expect(pay('Per Month', 4000, 5000)).toMatchObject({ period: 'month' });
    expect(pay('BW', 1801, 2200)).toMatchObject({ min: 900.5, max: 1100, period: 'week' });
  });

  it('leaves fee basis, piece work, school year and stipends unannualized, and unpaid posts without pay', () => {
    for (const code of ['FB', 'PW', 'SY', 'ST', 'XX']) {
      expect([code, pay(code)?.period]).toEqual([code, 'unknown']);
    }
    expect(pay('WC', 0, 0)).toBeNull();
    expect(pay('Without Compensation')).toBeNull();
  });

  it('falls back to the description when the code is missing', () => {
    const salary = usajobsSalary({
      MinimumRange: 20,
      MaximumRange: 30,
      RateIntervalCode: null,
      Description: 'Per Hour',
    });
    expect(salary).toMatchObject({ period: 'hour', currency: 'USD' });
  });
});
