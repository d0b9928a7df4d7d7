import type { Database } from '../../db/client.ts';
import type { Profile } from '../../shared/schemas/profile.ts';
import { mergeIntoProfile } from './merge-into-profile.ts';

/**
 * The "other sections" note (projects, honours, languages...) replaces the stored one. It is
 * the user's own text: matching does not read it (decision 045).
 */
export function saveOtherNotes(
  db: Database,
  input: { userId: string; otherNotes: string },
): Promise<Profile> {
  return mergeIntoProfile(db, { userId: input.userId, patch: { otherNotes: input.otherNotes } });
}
