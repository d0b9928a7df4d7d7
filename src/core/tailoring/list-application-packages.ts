import type { Executor } from '../../db/client.ts';
import { and, desc, eq, type SQL } from '../../db/orm.ts';
import { applicationPackages, applicationPackageVersions, jobs } from '../../db/schema/index.ts';
import type { PackageSummary } from '../../shared/schemas/tailoring.ts';
import { toPackageSummary } from './load-own-package.ts';

/** Cap on one list: the Documents page shows the newest; a year of daily packages fits. */
const LIST_LIMIT = 500;

/** The user's packages, newest first; `jobId` narrows to one job's (the job page). */
export async function listApplicationPackages(
  db: Executor,
  input: { userId: string; jobId?: string | undefined },
): Promise<{ packages: PackageSummary[] }> {
  const filters: SQL[] = [eq(applicationPackages.userId, input.userId)];
  if (input.jobId) filters.push(eq(applicationPackages.jobId, input.jobId));
  const rows = await db
    .select({
      pkg: applicationPackages,
      jobTitle: jobs.title,
      company: jobs.company,
      row: applicationPackageVersions,
    })
    .from(applicationPackages)
    .innerJoin(jobs, eq(jobs.id, applicationPackages.jobId))
    .innerJoin(
      applicationPackageVersions,
      and(
        eq(applicationPackageVersions.packageId, applicationPackages.id),
        eq(applicationPackageVersions.version, applicationPackages.currentVersion),
      ),
    )
    .where(and(...filters))
    .orderBy(desc(applicationPackages.updatedAt), desc(applicationPackages.createdAt))
    .limit(LIST_LIMIT);
  return { packages: rows.map(toPackageSummary) };
}
