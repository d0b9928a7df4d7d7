import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { and, eq } from '../../db/orm.ts';
import { applicationPackages, applicationPackageVersions } from '../../db/schema/index.ts';
import {
  applicationPackageSchema,
  type savePackageBodySchema,
  type savePackageResponseSchema,
} from '../../shared/schemas/tailoring.ts';
import { AppError } from '../app-error.ts';
import { findClaims } from './find-claims.ts';
import { listEditedLines } from './list-edited-lines.ts';
import { loadOwnPackage, toPackageSummary } from './load-own-package.ts';
import { loadTailorInput } from './load-tailor-input.ts';

type SaveBody = z.output<typeof savePackageBodySchema>;
type SaveResult = z.output<typeof savePackageResponseSchema>;

const warningFor = (text: string) =>
  `"${text}" is not in your profile. If it is true, add it to your profile so every package can use it.`;

/**
 * The editor's autosave of the current version. The truth check runs on the lines the user
 * changed and answers with warnings: the user may know more than the profile says, so nothing is
 * refused for it (decision 052). Saving an older version is refused: it would hide the edits of
 * the version the user is looking at elsewhere.
 */
export async function savePackageEdits(
  db: Database,
  input: { userId: string; packageId: string; body: SaveBody },
): Promise<SaveResult> {
  const own = await loadOwnPackage(db, { userId: input.userId, packageId: input.packageId });
  if (input.body.version !== own.pkg.currentVersion)
    throw new AppError(
      'VALIDATION_FAILED',
      'This package has a newer version. Reload to edit it; your edits to this one are kept.',
      { fieldErrors: { version: [`The current version is ${own.pkg.currentVersion}.`] } },
    );
  const current = applicationPackageSchema.safeParse(own.row.content);
  if (own.row.status !== 'ready' || !current.success)
    throw new AppError('VALIDATION_FAILED', 'This package is not ready to edit yet.', {
      fieldErrors: { version: ['Wait until the package is ready.'] },
    });
  const { resume, coverLetter, layout } = input.body;
  const content = applicationPackageSchema.parse({ ...current.data, resume, coverLetter, layout });
  const now = new Date();
  const [saved] = await db
    .update(applicationPackageVersions)
    .set({ content, edited: true, updatedAt: now })
    .where(
      and(
        eq(applicationPackageVersions.packageId, own.pkg.id),
        eq(applicationPackageVersions.version, own.row.version),
      ),
    )
    .returning();
  await db
    .update(applicationPackages)
    .set({ updatedAt: now })
    .where(eq(applicationPackages.id, own.pkg.id));

  const generated = applicationPackageSchema.safeParse(own.row.generated);
  const edited = listEditedLines(content, generated.success ? generated.data : null);
  const warnings: SaveResult['warnings'] = [];
  if (edited.length > 0) {
    const loaded = await loadTailorInput(db, {
      userId: input.userId,
      jobId: own.pkg.jobId,
      today: now.toISOString().slice(0, 10),
    });
    if ('input' in loaded) {
      for (const line of edited) {
        for (const claim of findClaims(line.text, loaded.input, line.context)) {
          if (claim.source === null)
            warnings.push({ lineId: line.lineId, claim, message: warningFor(claim.text) });
        }
      }
    }
  }
  return {
    package: toPackageSummary({ ...own, row: saved ?? own.row }),
    warnings,
  };
}
