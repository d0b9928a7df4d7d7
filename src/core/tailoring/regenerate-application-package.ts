import { and, eq } from '../../db/orm.ts';
import { applicationPackages, applicationPackageVersions } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';

/**
 * Tailors the package again from today's profile and posting, as a NEW version: the earlier
 * versions and the user's edits of them stay, listed and readable (decision 052). Also the
 * Retry of a failed package. While the current version is still preparing, that one is the
 * answer (pressing twice makes one version, not two).
 */
export async function regenerateApplicationPackage(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  input: { userId: string; packageId: string; now?: Date },
): Promise<{ version: number }> {
  return ctx.db.transaction(async (tx) => {
    // Locked: two presses at once must not both take the next version number.
    const [pkg] = await tx
      .select({ currentVersion: applicationPackages.currentVersion })
      .from(applicationPackages)
      .where(
        and(
          eq(applicationPackages.id, input.packageId),
          eq(applicationPackages.userId, input.userId),
        ),
      )
      .for('update');
    if (!pkg) throw new AppError('NOT_FOUND', 'That application package does not exist.');
    const [current] = await tx
      .select({ status: applicationPackageVersions.status })
      .from(applicationPackageVersions)
      .where(
        and(
          eq(applicationPackageVersions.packageId, input.packageId),
          eq(applicationPackageVersions.version, pkg.currentVersion),
        ),
      );
    if (current?.status === 'preparing') return { version: pkg.currentVersion };
    const version = pkg.currentVersion + 1;
    const now = input.now ?? new Date();
    await tx.insert(applicationPackageVersions).values({
      packageId: input.packageId,
      userId: input.userId,
      version,
      status: 'preparing',
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .update(applicationPackages)
      .set({ currentVersion: version, updatedAt: now })
      .where(eq(applicationPackages.id, input.packageId));
    await ctx.jobs.send(
      'prepare-application-package',
      { packageId: input.packageId, version },
      { tx },
    );
    return { version };
  });
}
