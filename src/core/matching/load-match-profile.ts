import type { Executor } from '../../db/client.ts';
import type { Preferences } from '../../shared/schemas/preferences.ts';
import { matchOccupation } from '../occupations/match-occupation.ts';
import { occupationBySoc } from '../occupations/occupations.ts';
import { buildMatchProfile } from './build-match-profile.ts';
import { loadProfileForMatching } from './load-profile-for-matching.ts';
import type { MatchProfile } from './types.ts';

/**
 * The user's MatchProfile from their resume profile and Job Search preferences. EEO answers are
 * never loaded: they are not even read from the database for matching.
 */
export async function loadMatchProfile(
  db: Executor,
  input: { userId: string; preferences: Preferences; now: Date },
): Promise<MatchProfile> {
  const { preferences } = input;
  const profile = await loadProfileForMatching(db, { userId: input.userId });
  const soc = preferences.jobTitle || null;
  return buildMatchProfile({
    now: input.now,
    socOfTitle: (title) => matchOccupation(title)?.soc ?? null,
    record: {
      profile: { fullName: '', email: '', phone: '', ...profile },
      eeo: {},
      preferences: {
        jobTitle: soc ? (occupationBySoc(soc)?.title ?? '') : '',
        occupationSoc: soc,
        location: preferences.location,
        remote: preferences.remote,
        salaryRange: preferences.salaryRange,
        industry: preferences.industry,
        employmentTypes: preferences.employmentTypes,
        shifts: preferences.shifts,
        relatedOccupations: preferences.relatedOccupations,
        radiusMiles: preferences.radiusMiles,
        salaryMin: preferences.salaryMin,
        willingToRelocate: preferences.willingToRelocate,
        skills: preferences.skills,
        software: preferences.software,
        certifications: preferences.certifications.filter((row) => row.name !== ''),
      },
    },
  });
}
