import type { Database, Transaction } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { profiles, users } from '../../db/schema/index.ts';
import type { Profile } from '../../shared/schemas/profile.ts';
import { forgetCachedSessions } from '../accounts/session-cache.ts';
import { getProfile } from './get-profile.ts';

type ProfilePatch = Partial<
  Pick<
    typeof profiles.$inferInsert,
    'fullName' | 'phone' | 'linkedIn' | 'skills' | 'education' | 'workExperience' | 'otherNotes'
  >
>;

/**
 * Spec §4: each step is merged into the accumulated profile. Only the columns in `patch` change;
 * the row is created on the first save. `complete` marks the builder finished on the account.
 * A saved full name becomes the account's name too, which the app's header shows (it starts as
 * the e-mail's local part, or the name Google gave).
 */
export async function mergeIntoProfile(
  db: Database,
  input: { userId: string; patch: ProfilePatch; complete?: boolean },
): Promise<Profile> {
  const saved = await db.transaction(async (tx: Transaction) => {
    const now = new Date();
    await tx
      .insert(profiles)
      .values({ userId: input.userId, ...input.patch, updatedAt: now })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...input.patch, updatedAt: now } });
    const fullName = input.patch.fullName?.trim();
    if (input.complete || fullName) {
      await tx
        .update(users)
        .set({
          ...(input.complete ? { profileComplete: true } : {}),
          ...(fullName ? { name: fullName } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, input.userId));
    }
    const { profile } = await getProfile(tx, { userId: input.userId });
    if (!profile) throw new Error('The profile vanished right after it was saved');
    return profile;
  });
  // The account's name and "profile complete" are part of the signed-in user (decision 033).
  if (input.complete || input.patch.fullName?.trim())
    forgetCachedSessions({ userId: input.userId });
  return saved;
}
