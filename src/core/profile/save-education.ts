import type { Database } from '../../db/client.ts';
import type { EducationEntry, Profile } from '../../shared/schemas/profile.ts';
import { dropBlankEntries } from './drop-blank-entries.ts';
import { mergeIntoProfile } from './merge-into-profile.ts';

/** Builder step 3: the list replaces the stored list, in the order given. */
export function saveEducation(
  db: Database,
  input: { userId: string; entries: EducationEntry[] },
): Promise<Profile> {
  return mergeIntoProfile(db, {
    userId: input.userId,
    patch: { education: dropBlankEntries(input.entries) },
  });
}
