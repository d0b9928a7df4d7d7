import type { Database } from '../../db/client.ts';
import type { PersonalInfo, Profile } from '../../shared/schemas/profile.ts';
import { mergeIntoProfile } from './merge-into-profile.ts';

/** Builder step 1. The e-mail is the account's own and is not part of the profile. */
export function savePersonalInfo(
  db: Database,
  input: { userId: string; personal: PersonalInfo },
): Promise<Profile> {
  return mergeIntoProfile(db, { userId: input.userId, patch: input.personal });
}
