import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { type ProfileResponse, profileSchema } from '../../shared/schemas/profile.ts';
import { AppError } from '../app-error.ts';

/**
 * The signed-in user's profile, or null before the first step is saved, plus the account e-mail
 * that step 1 shows read-only. The jsonb lists are validated on the way out.
 */
export async function getProfile(
  db: Executor,
  input: { userId: string },
): Promise<ProfileResponse> {
  const [row] = await db
    .select({ email: users.email, profileComplete: users.profileComplete, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, input.userId));
  if (!row) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  const { profile } = row;
  return {
    accountEmail: row.email,
    profile: profile
      ? profileSchema.parse({
          fullName: profile.fullName,
          phone: profile.phone,
          linkedIn: profile.linkedIn,
          skills: profile.skills,
          education: profile.education,
          workExperience: profile.workExperience,
          otherNotes: profile.otherNotes,
          profileComplete: row.profileComplete,
          updatedAt: profile.updatedAt.toISOString(),
        })
      : null,
  };
}
