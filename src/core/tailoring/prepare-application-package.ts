import type { Database } from '../../db/client.ts';
import { and, eq } from '../../db/orm.ts';
import { applicationPackages, applicationPackageVersions } from '../../db/schema/index.ts';
import { applicationPackageSchema } from '../../shared/schemas/tailoring.ts';
import { type ImprovePackageInput, improvePackageWithModel } from './improve-package-with-model.ts';
import { loadTailorInput } from './load-tailor-input.ts';
import { tailorApplicationPackage } from './tailor-application-package.ts';

/** Shown on a failed package; the cause goes to the worker's log, not to the page. */
export const PREPARE_FAILED_MESSAGE =
  'Something went wrong while preparing this package. Press Retry to try again.';

export interface PrepareResult {
  status: 'ready' | 'failed' | 'skipped';
  /** The unexpected error behind a failure, for the caller's log. */
  cause?: unknown;
}

/**
 * Tailors one version of a package (worker job `prepare-application-package`) and stores it as
 * both the generated and the current document. A version no longer preparing (a retried job
 * after the first attempt finished) is left alone. Any failure is stored on the version with a
 * message the user can act on; Retry is POST /regenerate (decision 052).
 */
export async function prepareApplicationPackage(
  db: Database,
  input: {
    packageId: string;
    version: number;
    today?: string;
    /** The optional model step (decision 054); without it the rules' text is stored. */
    llm?: ImprovePackageInput['llm'];
    log?: ImprovePackageInput['log'];
  },
): Promise<PrepareResult> {
  const where = and(
    eq(applicationPackageVersions.packageId, input.packageId),
    eq(applicationPackageVersions.version, input.version),
    eq(applicationPackageVersions.status, 'preparing'),
  );
  const [pending] = await db
    .select({ userId: applicationPackages.userId, jobId: applicationPackages.jobId })
    .from(applicationPackageVersions)
    .innerJoin(
      applicationPackages,
      eq(applicationPackages.id, applicationPackageVersions.packageId),
    )
    .where(where);
  if (!pending) return { status: 'skipped' };
  const finish = (values: Partial<typeof applicationPackageVersions.$inferInsert>) =>
    db
      .update(applicationPackageVersions)
      .set({ ...values, updatedAt: new Date() })
      .where(where);
  try {
    const loaded = await loadTailorInput(db, {
      userId: pending.userId,
      jobId: pending.jobId,
      today: input.today ?? new Date().toISOString().slice(0, 10),
    });
    if ('missing' in loaded) {
      await finish({ status: 'failed', error: loaded.missing });
      return { status: 'failed' };
    }
    const draft = tailorApplicationPackage(loaded.input);
    const improved = await improvePackageWithModel(db, {
      userId: pending.userId,
      input: loaded.input,
      draft,
      llm: input.llm,
      log: input.log,
    });
    // Parsed on the way in too: what is stored is what every reader expects.
    const document = applicationPackageSchema.parse(improved);
    await finish({ status: 'ready', error: null, generated: document, content: document });
    return { status: 'ready' };
  } catch (cause) {
    await finish({ status: 'failed', error: PREPARE_FAILED_MESSAGE });
    return { status: 'failed', cause };
  }
}
