import { describe, expect, it } from 'vitest';
import {
  emptyCertification,
  emptyWizardValues,
  stepOfField,
  toPreferencesInput,
  validateWizard,
} from './wizard-values.ts';

describe('wizard values', () => {
  it('sends empty selects as null and the hour as a number', () => {
    const input = toPreferencesInput({ ...emptyWizardValues, dailyRunHour: '9' }, 'Europe/Paris');
    expect(input).toMatchObject({
      salaryRange: null,
      industry: null,
      dailyRunHour: 9,
      timeZone: 'Europe/Paris',
    });
    expect(validateWizard(emptyWizardValues)).toEqual({});
  });

  it('names the field of each problem, and its step', () => {
    const errors = validateWizard({
      ...emptyWizardValues,
      certifications: [{ ...emptyCertification, relevantLink: 'not a link' }],
    });
    expect(Object.keys(errors)).toEqual(['certifications.0.relevantLink']);
    expect(stepOfField('certifications.0.relevantLink')).toBe(2);
    expect(stepOfField('software')).toBe(1);
    expect(stepOfField('jobTitle')).toBe(0);
  });
});
