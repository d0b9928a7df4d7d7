import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { and, eq } from '../../db/orm.ts';
import { applicationPackages, applicationPackageVersions, jobs } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';

/**
 * Adds the package row and its first version, preparing, and queues its preparation in the same
 * transaction (decision 032's rule: the rows exist exactly when the job does). Returns null when
 * the user already has a package for the job (two tabs, or the daily run got there first).
 */
export async function insertPackage(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Executor,
  input: { userId: string; jobId: string; origin?: 'user' | 'daily'; now?: Date },
): Promise<string | null> {
  const id = randomUUID();
  const now = input.now ?? new Date();
  const [inserted] = await tx
    .insert(applicationPackages)
    .values({
      id,
      userId: input.userId,
      jobId: input.jobId,
      origin: input.origin ?? 'user',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: applicationPackages.id });
  if (!inserted) return null;
  await tx.insert(applicationPackageVersions).values({
    packageId: id,
    userId: input.userId,
    version: 1,
    status: 'preparing',
    createdAt: now,
    updatedAt: now,
  });
  await ctx.jobs.send('prepare-application-package', { packageId: id, version: 1 }, { tx });
  return id;
}

/**
 * "Tailor for this job": the user's package for the job, created (and queued for preparation)
 * when there is none yet. Every job in the catalogue is one the user can see (Job Search shows
 * closed ones too); an unknown job id is NOT_FOUND.
 */
export async function requestApplicationPackage(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  input: { userId: string; jobId: string },
): Promise<{ packageId: string; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const [job] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, input.jobId));
    if (!job) throw new AppError('NOT_FOUND', 'That job is not in the catalogue.');
    const created = await insertPackage(ctx, tx, input);
    if (created) return { packageId: created, created: true };
    const [existing] = await tx
      .select({ id: applicationPackages.id })
      .from(applicationPackages)
      .where(
        and(
          eq(applicationPackages.userId, input.userId),
          eq(applicationPackages.jobId, input.jobId),
        ),
      );
    if (!existing) throw new Error('an application package vanished while it was requested');
    return { packageId: existing.id, created: false };
  });
}
