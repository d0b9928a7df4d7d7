import type { Database } from '../../db/client.ts';
import type { Profile } from '../../shared/schemas/profile.ts';
import { mergeIntoProfile } from './merge-into-profile.ts';

/** The skills list (already trimmed and de-duplicated by the shared schema) replaces the stored one. */
export function saveSkills(
  db: Database,
  input: { userId: string; skills: string[] },
): Promise<Profile> {
  return mergeIntoProfile(db, { userId: input.userId, patch: { skills: input.skills } });
}
