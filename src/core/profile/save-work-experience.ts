import type { Database } from '../../db/client.ts';
import { formatWorkTitle } from '../../shared/format-work-title.ts';
import type { Profile, WorkEntry } from '../../shared/schemas/profile.ts';
import { dropBlankEntries } from './drop-blank-entries.ts';
import { mergeIntoProfile } from './merge-into-profile.ts';

/**
 * Builder step 4: the list replaces the stored one, each entry with its `formattedTitle`
 * computed here. `complete: true` (finishing the builder) sets the account's profileComplete.
 */
export function saveWorkExperience(
  db: Database,
  input: { userId: string; entries: WorkEntry[]; complete?: boolean },
): Promise<Profile> {
  const workExperience = dropBlankEntries(input.entries).map((entry) => ({
    ...entry,
    formattedTitle: formatWorkTitle(entry),
  }));
  return mergeIntoProfile(db, {
    userId: input.userId,
    patch: { workExperience },
    ...(input.complete ? { complete: true } : {}),
  });
}
