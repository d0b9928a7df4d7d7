import type { Executor } from '../../db/client.ts';
import { and, eq } from '../../db/orm.ts';
import {
  applicationPackageVersions,
  applicationReceipts,
  applications,
  jobs,
} from '../../db/schema/index.ts';
import type { Profile } from '../../shared/schemas/profile.ts';
import { loadPreferences } from '../matching/get-preferences.ts';
import { matchOccupation } from '../occupations/match-occupation.ts';
import { occupationBySoc } from '../occupations/occupations.ts';
import { getProfile } from '../profile/get-profile.ts';
import { tailorJobOf } from '../tailoring/load-tailor-input.ts';
import type { TailorJob } from '../tailoring/types.ts';
import { loadOwnTrackedItem } from '../tracker/load-own-tracked-item.ts';
import type { PrepPackInput } from './build-prep-pack.ts';

/** A profile with nothing in it: the pack still asks its questions, and says there is no evidence. */
const blankProfile: Profile = {
  fullName: '',
  phone: '',
  linkedIn: '',
  skills: [],
  education: [],
  workExperience: [],
  otherNotes: '',
  profileComplete: false,
  updatedAt: new Date(0).toISOString(),
};

type Item = Awaited<ReturnType<typeof loadOwnTrackedItem>>;

/** The posting from the catalogue, or, for an application made elsewhere, what the user wrote down. */
async function postingOf(db: Executor, item: Item): Promise<TailorJob> {
  const [job] = item.jobId ? await db.select().from(jobs).where(eq(jobs.id, item.jobId)) : [];
  if (job) return tailorJobOf(job);
  return {
    id: item.id,
    title: item.title,
    company: item.company,
    locationText: '',
    descriptionText: item.notes,
    occupationSoc: matchOccupation(item.title)?.soc ?? null,
    employmentType: null,
    workplace: 'unknown',
    shifts: [],
    skills: [],
    softwareTools: [],
    certifications: [],
  };
}

/** The package version the application was sent with, and the receipt's answers. */
async function sentOf(db: Executor, userId: string, applicationId: string | null) {
  if (!applicationId) return { sent: null, sentFields: [] };
  const [application] = await db
    .select({ packageId: applications.packageId, version: applications.packageVersion })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  if (!application) return { sent: null, sentFields: [] };
  const [[version], [receipt]] = await Promise.all([
    db
      .select()
      .from(applicationPackageVersions)
      .where(
        and(
          eq(applicationPackageVersions.packageId, application.packageId),
          eq(applicationPackageVersions.version, application.version),
        ),
      ),
    db
      .select({ fields: applicationReceipts.fields })
      .from(applicationReceipts)
      .where(eq(applicationReceipts.applicationId, applicationId)),
  ]);
  const pkg = version?.content ?? version?.generated ?? null;
  return {
    sent: pkg ? { version: application.version, pkg } : null,
    sentFields: receipt?.fields ?? [],
  };
}

/**
 * Everything a prep pack is built from, for one of the user's tracked applications (decision
 * 067). Another user's item answers 404 like a missing one.
 */
export async function loadPrepInput(
  db: Executor,
  input: { userId: string; itemId: string; today: string },
): Promise<PrepPackInput> {
  const item = await loadOwnTrackedItem(db, input);
  const [{ accountEmail, profile }, preferences, job, sent] = await Promise.all([
    getProfile(db, { userId: input.userId }),
    loadPreferences(db, { userId: input.userId }),
    postingOf(db, item),
    sentOf(db, input.userId, item.applicationId),
  ]);
  const fromCatalogue = job.id !== item.id;
  const basis = sent.sent
    ? `The resume and letter you sent (version ${sent.sent.version}), the answers on your receipt, the posting and your profile`
    : fromCatalogue
      ? 'The posting and your profile'
      : 'What you noted about this application and your profile';
  return {
    tailor: {
      profile: profile ?? blankProfile,
      accountEmail,
      preferences: preferences?.preferences ?? null,
      job,
      today: input.today,
    },
    item: {
      id: item.id,
      title: item.title,
      company: item.company,
      interviewDates: item.interviewDates,
    },
    occupation: job.occupationSoc ? (occupationBySoc(job.occupationSoc) ?? null) : null,
    ...sent,
    basis,
  };
}
