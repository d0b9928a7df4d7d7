import { describe, expect, it } from 'vitest';
import { formatPosted, formatSalary } from './job-format.ts';

const salary = (overrides: Partial<Parameters<typeof formatSalary>[0]>) => ({
  min: null,
  max: null,
  currency: null,
  period: null,
  text: null,
  ...overrides,
});

describe('formatSalary', () => {
  it('shows the source text when there is one', () => {
    expect(formatSalary(salary({ text: 'Competitive', min: 1, currency: 'USD' }))).toBe(
      'Competitive',
    );
  });

  it('builds a range or a single figure with its period', () => {
    expect(formatSalary(salary({ min: 40, max: 52.5, currency: 'USD', period: 'hour' }))).toBe(
      '$40.00–$52.50 an hour',
    );
    expect(formatSalary(salary({ min: 65000, max: 65000, currency: 'EUR', period: 'year' }))).toBe(
      '€65,000 a year',
    );
    expect(formatSalary(salary({ max: 90000, currency: 'USD' }))).toBe('$90,000');
  });

  it('says nothing when there is no salary', () => {
    expect(formatSalary(salary({}))).toBeNull();
  });
});

describe('formatPosted', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('counts days for the last month, then shows the date', () => {
    expect(formatPosted('2026-11-24T08:00:00Z', now)).toBe('Posted today');
    expect(formatPosted('2026-11-23T08:00:00Z', now)).toBe('Posted yesterday');
    expect(formatPosted('2026-11-14T12:00:00Z', now)).toBe('Posted 10 days ago');
    expect(formatPosted('2026-09-01T12:00:00Z', now)).toBe('Posted Sep 1, 2026');
    expect(formatPosted(null, now)).toBeNull();
  });
});
