import { describe, expect, it } from 'vitest';
import { formatWorkTitle } from './format-work-title.ts';

describe('formatWorkTitle (spec §3)', () => {
  it('joins position and "Month Year to Month Year" for a dated entry', () => {
    expect(formatWorkTitle({ position: 'Nurse', startDate: '2020-01', endDate: '2023-03' })).toBe(
      'Nurse - January 2020 to March 2023',
    );
  });

  it('writes "Month Year Present" when there is no end date', () => {
    expect(formatWorkTitle({ position: 'Nurse', startDate: '2020-01', endDate: '' })).toBe(
      'Nurse - January 2020 Present',
    );
  });

  it('names December and single-month spans correctly', () => {
    expect(formatWorkTitle({ position: 'Chef', startDate: '2019-12', endDate: '2019-12' })).toBe(
      'Chef - December 2019 to December 2019',
    );
  });

  it('shows the position alone without a start date', () => {
    expect(formatWorkTitle({ position: 'Nurse', startDate: '', endDate: '' })).toBe('Nurse');
  });
});
