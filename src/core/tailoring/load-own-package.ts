import type { Executor } from '../../db/client.ts';
import { and, eq } from '../../db/orm.ts';
import { applicationPackages, applicationPackageVersions, jobs } from '../../db/schema/index.ts';
import type { PackageSummary } from '../../shared/schemas/tailoring.ts';
import { AppError } from '../app-error.ts';

const NOT_FOUND_MESSAGE = 'That application package does not exist.';

/**
 * The signed-in user's package with its job and one version (the current one unless `version`
 * names another). Another user's package answers exactly as a missing one does, so ids cannot
 * be probed (decision 052).
 */
export async function loadOwnPackage(
  db: Executor,
  input: { userId: string; packageId: string; version?: number | undefined },
) {
  const [found] = await db
    .select({
      pkg: applicationPackages,
      jobTitle: jobs.title,
      company: jobs.company,
    })
    .from(applicationPackages)
    .innerJoin(jobs, eq(jobs.id, applicationPackages.jobId))
    .where(
      and(
        eq(applicationPackages.id, input.packageId),
        eq(applicationPackages.userId, input.userId),
      ),
    );
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const version = input.version ?? found.pkg.currentVersion;
  const [row] = await db
    .select()
    .from(applicationPackageVersions)
    .where(
      and(
        eq(applicationPackageVersions.packageId, input.packageId),
        eq(applicationPackageVersions.version, version),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', `Version ${version} of that package does not exist.`);
  return { ...found, row };
}

export type OwnPackage = Awaited<ReturnType<typeof loadOwnPackage>>;

/** The list and page view of a package: its current version's state. */
export function toPackageSummary(pkg: {
  pkg: typeof applicationPackages.$inferSelect;
  jobTitle: string;
  company: string;
  row: typeof applicationPackageVersions.$inferSelect;
}): PackageSummary {
  const updatedAt = new Date(Math.max(pkg.row.updatedAt.getTime(), pkg.pkg.updatedAt.getTime()));
  return {
    id: pkg.pkg.id,
    jobId: pkg.pkg.jobId,
    jobTitle: pkg.jobTitle,
    company: pkg.company,
    status: pkg.row.status,
    error: pkg.row.error,
    version: pkg.row.version,
    edited: pkg.row.edited,
    createdAt: pkg.pkg.createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
