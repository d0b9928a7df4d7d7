import type { Executor } from '../../db/client.ts';
import { asc, eq } from '../../db/orm.ts';
import { applicationPackageVersions } from '../../db/schema/index.ts';
import { applicationPackageSchema, type PackageResponse } from '../../shared/schemas/tailoring.ts';
import { loadOwnPackage, toPackageSummary } from './load-own-package.ts';

/** A stored document through today's contract; one that no longer parses reads as absent. */
const readDocument = (stored: unknown) => {
  if (stored === null || stored === undefined) return null;
  const parsed = applicationPackageSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
};

/**
 * One package for the editor: a version's documents (the current one unless `version` names an
 * earlier one, which stays readable) and the list of every version.
 */
export async function getApplicationPackage(
  db: Executor,
  input: { userId: string; packageId: string; version?: number | undefined },
): Promise<PackageResponse> {
  const own = await loadOwnPackage(db, input);
  const versions = await db
    .select({
      version: applicationPackageVersions.version,
      createdAt: applicationPackageVersions.createdAt,
      edited: applicationPackageVersions.edited,
    })
    .from(applicationPackageVersions)
    .where(eq(applicationPackageVersions.packageId, input.packageId))
    .orderBy(asc(applicationPackageVersions.version));
  return {
    package: toPackageSummary(own),
    content: readDocument(own.row.content),
    generated: readDocument(own.row.generated),
    versions: versions.map((row) => ({
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      edited: row.edited,
    })),
  };
}
