import type { Database } from '../../db/client.ts';
import { asc, eq } from '../../db/orm.ts';
import { applicationPackages, applicationPackageVersions } from '../../db/schema/index.ts';
import type { UserDataPart } from '../privacy/user-data-part.ts';

/** Every package of the user with every version, edits included, for the data export. */
export async function exportApplicationPackages(db: Database, userId: string) {
  const [packages, versions] = await Promise.all([
    db
      .select()
      .from(applicationPackages)
      .where(eq(applicationPackages.userId, userId))
      .orderBy(asc(applicationPackages.createdAt)),
    db
      .select()
      .from(applicationPackageVersions)
      .where(eq(applicationPackageVersions.userId, userId))
      .orderBy(asc(applicationPackageVersions.version)),
  ]);
  return packages.map((pkg) => ({
    ...pkg,
    versions: versions
      .filter((version) => version.packageId === pkg.id)
      .map(({ packageId: _packageId, userId: _userId, ...rest }) => rest),
  }));
}

/** Tailoring's share of "everything stored about me"; both tables cascade with `users`. */
export const tailoringUserDataPart: UserDataPart = {
  name: 'applicationPackages',
  tables: ['application_packages', 'application_package_versions'],
  exportFor: (ctx, userId) => exportApplicationPackages(ctx.db, userId),
};
