import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { jobs } from '../../db/schema/index.ts';
import { loadPreferences } from '../matching/get-preferences.ts';
import { getProfile } from '../profile/get-profile.ts';
import type { TailorInput, TailorJob } from './types.ts';

/** What the user sees instead of a package when the profile holds nothing to tailor from. */
export const EMPTY_PROFILE_MESSAGE =
  'Your profile is empty. Add your work history and skills in the resume builder, then press Retry.';

/** A catalogue row as tailoring reads a posting. */
export function tailorJobOf(job: typeof jobs.$inferSelect): TailorJob {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    locationText: job.locationText,
    descriptionText: job.descriptionText,
    occupationSoc: job.occupationSoc,
    employmentType: job.employmentType,
    workplace: job.workplace,
    shifts: job.shifts,
    skills: job.skills,
    softwareTools: job.softwareTools,
    certifications: job.certifications.map(({ name, organization }) => ({ name, organization })),
  };
}

/**
 * Reads everything tailoring needs for one user and job (decision 050: tailoring itself reads
 * nothing). Null with a reason when there is nothing to build from.
 */
export async function loadTailorInput(
  db: Executor,
  input: { userId: string; jobId: string; today: string },
): Promise<{ input: TailorInput } | { missing: string }> {
  const [{ accountEmail, profile }, preferences, [job]] = await Promise.all([
    getProfile(db, { userId: input.userId }),
    loadPreferences(db, { userId: input.userId }),
    db.select().from(jobs).where(eq(jobs.id, input.jobId)),
  ]);
  if (!job) return { missing: 'That job is no longer in the catalogue.' };
  if (!profile) return { missing: EMPTY_PROFILE_MESSAGE };
  const tailorJob = tailorJobOf(job);
  return {
    input: {
      profile,
      accountEmail,
      preferences: preferences?.preferences ?? null,
      job: tailorJob,
      today: input.today,
    },
  };
}
