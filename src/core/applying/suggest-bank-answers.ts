import type { AnswerBankEntry } from '../../shared/schemas/applications.ts';
import { type Preferences, salaryBandOptions } from '../../shared/schemas/preferences.ts';

/**
 * Answers the bank can start from, taken from what the user already told Hireloop in the job
 * preferences: the salary they want and, when they said so, that they would relocate. Shown in
 * the bank like any answer; used only once the user has approved the bank.
 */
export function suggestBankAnswers(preferences: Preferences | null): AnswerBankEntry[] {
  if (!preferences) return [];
  const suggestions: AnswerBankEntry[] = [];
  const band = salaryBandOptions.find((option) => option.value === preferences.salaryRange);
  const salary = preferences.salaryMin
    ? `At least $${preferences.salaryMin.toLocaleString('en-US')} a year`
    : band
      ? `${band.label} a year`
      : null;
  if (salary)
    suggestions.push({
      key: 'salary_expectation',
      question: 'What are your salary expectations?',
      answer: salary,
    });
  if (preferences.willingToRelocate)
    suggestions.push({
      key: 'relocation',
      question: 'Are you willing to relocate?',
      answer: 'Yes',
    });
  return suggestions;
}
