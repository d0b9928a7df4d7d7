import { describe, expect, it } from 'vitest';
import { austinNursePreferences } from '../../../tests/helpers/matching-fixtures.ts';
import { preferencesInputSchema } from '../../shared/schemas/preferences.ts';
import { suggestBankAnswers } from './suggest-bank-answers.ts';

const preferences = (extra: object) =>
  preferencesInputSchema.parse({ ...austinNursePreferences, ...extra });

describe('suggestBankAnswers', () => {
  it('starts the salary answer from the lowest pay, else the band, and relocation only when said', () => {
    expect(suggestBankAnswers(preferences({ salaryMin: 75000, willingToRelocate: true }))).toEqual([
      {
        key: 'salary_expectation',
        question: 'What are your salary expectations?',
        answer: 'At least $75,000 a year',
      },
      { key: 'relocation', question: 'Are you willing to relocate?', answer: 'Yes' },
    ]);
    expect(
      suggestBankAnswers(
        preferences({ salaryMin: null, salaryRange: '50000-100000', willingToRelocate: false }),
      ),
    ).toEqual([
      {
        key: 'salary_expectation',
        question: 'What are your salary expectations?',
        answer: '$50,000 - $100,000 a year',
      },
    ]);
    expect(suggestBankAnswers(null)).toEqual([]);
  });
});
