import type { Executor } from '../../db/client.ts';

export interface ProfileForMatching {
  skills: string[];
  workExperience: {
    company: string;
    position: string;
    location: string;
    startDate: string;
    endDate: string;
    description: string;
  }[];
}

/**
 * The resume profile's skills and work history, the only parts of it matching reads. The
 * `profiles` table arrives with the profile feature (branch feat/profile); until it is merged
 * here a user has no profile, and matching works from the preferences alone.
 */
export async function loadProfileForMatching(
  _db: Executor,
  _input: { userId: string },
): Promise<ProfileForMatching> {
  return { skills: [], workExperience: [] };
}
