import { describe, expect, it } from 'vitest';
import { readStoredPreferences } from './get-preferences.ts';

describe('readStoredPreferences', () => {
  it('keeps valid fields and resets only those that no longer pass', () => {
    const read = readStoredPreferences({
      jobTitle: '00-0000',
      location: 'Austin, TX',
      skills: ['Triage'],
      salaryRange: '50000-100000',
    });
    expect(read).toMatchObject({
      jobTitle: '',
      location: 'Austin, TX',
      skills: ['Triage'],
      salaryRange: '50000-100000',
      timeZone: 'UTC',
      dailyRunHour: 7,
    });
  });

  it('reads the one employment type older saves hold as a list, and defaults the newer fields', () => {
    expect(readStoredPreferences({ employmentType: 'PART_TIME' })).toMatchObject({
      employmentTypes: ['PART_TIME'],
      radiusMiles: 30,
      salaryMin: null,
    });
    expect(readStoredPreferences({ employmentType: null }).employmentTypes).toEqual([]);
    expect(readStoredPreferences({ employmentType: 'SOMETIMES' }).employmentTypes).toEqual([]);
  });

  it('falls back to defaults for something that is not preferences at all', () => {
    expect(readStoredPreferences('nonsense')).toMatchObject({ jobTitle: '', skills: [] });
  });
});
