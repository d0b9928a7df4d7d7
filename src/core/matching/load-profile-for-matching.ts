import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { profiles } from '../../db/schema/index.ts';

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
 * The resume profile's skills and work history, the only parts of it matching reads (never the
 * EEO answers, which live in their own encrypted table).
 */
export async function loadProfileForMatching(
  db: Executor,
  input: { userId: string },
): Promise<ProfileForMatching> {
  const [row] = await db
    .select({ skills: profiles.skills, workExperience: profiles.workExperience })
    .from(profiles)
    .where(eq(profiles.userId, input.userId));
  return row ?? { skills: [], workExperience: [] };
}
