import type { Database } from '../../db/client.ts';
import { and, eq } from '../../db/orm.ts';
import {
  applicationPackages,
  applicationPackageVersions,
  followedSources,
  jobs,
} from '../../db/schema/index.ts';
import { eeoFieldNames } from '../../shared/schemas/eeo.ts';
import { applicationPackageSchema } from '../../shared/schemas/tailoring.ts';
import type { AppContext } from '../app-context.ts';
import { loadPreferences } from '../matching/get-preferences.ts';
import { getProfile } from '../profile/get-profile.ts';
import { readEeoAnswers } from '../profile/read-eeo-answers.ts';
import { renderPackageFile } from '../tailoring/render-package-file.ts';
import {
  coverLetterText,
  currentWork,
  licencesOf,
  skillYears,
  splitName,
} from './applicant-facts.ts';
import { formDefinitionSource } from './form-definitions/form-definition-source.ts';
import { getAnswerBank } from './get-answer-bank.ts';
import { getApplicationSettings } from './get-application-settings.ts';
import type { ApplicationRow } from './transition-application.ts';
import type { AttemptInput, DocumentFile } from './types.ts';

export type LoadedAttempt =
  | { ok: true; input: AttemptInput; packageUpdatedAt: Date }
  | { ok: false; reason: 'package_preparing' | 'package_failed' | 'profile_missing' };

/** The package's current version, ready or not. */
export async function currentPackageVersion(db: Database, packageId: string) {
  const [row] = await db
    .select({ version: applicationPackageVersions, userId: applicationPackages.userId })
    .from(applicationPackages)
    .innerJoin(
      applicationPackageVersions,
      and(
        eq(applicationPackageVersions.packageId, applicationPackages.id),
        eq(applicationPackageVersions.version, applicationPackages.currentVersion),
      ),
    )
    .where(eq(applicationPackages.id, packageId));
  return row ?? null;
}

/** Where ingestion reads this board (a followed source's base URL), so the form's definition is read there too. */
async function greenhouseApiBase(db: Database, boardToken: string | undefined) {
  if (!boardToken) return null;
  const [source] = await db
    .select({ baseUrl: followedSources.baseUrl })
    .from(followedSources)
    .where(and(eq(followedSources.kind, 'greenhouse'), eq(followedSources.key, boardToken)));
  return source?.baseUrl ?? null;
}

/** The package's resume and cover letter as PDFs, rendered as the user left them. */
export async function packageDocuments(
  db: Database,
  input: { userId: string; packageId: string },
): Promise<DocumentFile[]> {
  return Promise.all(
    (['resume.pdf', 'cover-letter.pdf'] as const).map(async (file) => {
      const rendered = await renderPackageFile(db, { ...input, file });
      return {
        role: file === 'resume.pdf' ? ('resume' as const) : ('cover_letter' as const),
        fileName: rendered.fileName,
        contentType: rendered.contentType,
        content: Buffer.from(rendered.bytes),
      };
    }),
  );
}

/**
 * Everything one attempt needs, read just before it runs: the profile's facts, the approved
 * answer bank, the package's documents rendered as the user left them, and the EEO answers only
 * when the user chose to share them (decrypted here, in the worker, and audited; decision 057).
 */
export async function loadAttemptInput(
  ctx: AppContext,
  application: ApplicationRow,
  mode: AttemptInput['mode'],
): Promise<LoadedAttempt> {
  const pkg = await currentPackageVersion(ctx.db, application.packageId);
  if (!pkg || pkg.version.status === 'preparing') return { ok: false, reason: 'package_preparing' };
  const content = applicationPackageSchema.safeParse(pkg.version.content);
  if (pkg.version.status !== 'ready' || !content.success)
    return { ok: false, reason: 'package_failed' };
  const userId = application.userId;
  const [{ profile, accountEmail }, preferences, bank, settings, [job]] = await Promise.all([
    getProfile(ctx.db, { userId }),
    loadPreferences(ctx.db, { userId }),
    getAnswerBank(ctx.db, { userId }),
    getApplicationSettings(ctx.db, { userId }),
    ctx.db.select({ atsIds: jobs.atsIds }).from(jobs).where(eq(jobs.id, application.jobId)),
  ]);
  if (!profile) return { ok: false, reason: 'profile_missing' };
  const formDefinition = formDefinitionSource({
    formKind: application.formKind,
    atsIds: job?.atsIds ?? null,
    applyUrl: application.applyUrl,
    greenhouseApiBase: await greenhouseApiBase(ctx.db, job?.atsIds?.boardToken),
  });
  const today = new Date().toISOString().slice(0, 10);
  const work = currentWork(profile);
  const eeo = settings.shareEeoAnswers
    ? await readEeoAnswers(ctx, {
        userId,
        purpose: "Answering an employer's EEO questions, as you chose",
      })
    : null;
  const files = await packageDocuments(ctx.db, { userId, packageId: application.packageId });
  return {
    ok: true,
    packageUpdatedAt: pkg.version.updatedAt,
    input: {
      applicationId: application.id,
      mode,
      applyUrl: application.applyUrl,
      formKind: application.formKind,
      atsIds: job?.atsIds ?? null,
      formDefinition,
      facts: {
        ...splitName(profile.fullName),
        email: content.data.resume.contact.email || accountEmail,
        phone: profile.phone || null,
        location: preferences?.preferences.location || null,
        links: profile.linkedIn ? [{ label: 'LinkedIn', url: profile.linkedIn }] : [],
        currentCompany: work?.company || null,
        currentTitle: work?.position || null,
        skillYears: skillYears(profile, today),
        licences: licencesOf(profile),
        // Until the user approves the bank only the answers they typed into a stopped application
        // count: those are theirs already.
        answerBank: bank.approvedAt
          ? bank.entries
          : bank.entries.filter((entry) => entry.key.startsWith('custom:')),
        eeo: eeo
          ? Object.fromEntries(
              eeoFieldNames.flatMap((name) => (eeo[name] ? [[name, String(eeo[name])]] : [])),
            )
          : null,
        coverLetterText: coverLetterText(content.data.coverLetter),
      },
      files,
      approved: application.plannedFields,
      stepTimeoutMs: ctx.config.applying.stepTimeoutMs,
    },
  };
}
