import { randomUUID } from 'node:crypto';
import { and, eq } from '../../db/orm.ts';
import {
  applicationEvents,
  applicationPackages,
  applicationPackageVersions,
  applications,
  jobs,
} from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { insertPackage } from '../tailoring/request-application-package.ts';
import { chooseChannel } from './choose-channel.ts';

/**
 * "Apply" on a match: the user's application for the job, created with its package (tailored
 * first when there is none) and its channel. The form is read once the package is ready (an
 * inspect attempt), so the review page shows exactly what will be sent (decision 057).
 */
export async function createApplication(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  input: { userId: string; jobId: string },
): Promise<{ applicationId: string; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, input.jobId));
    if (!job) throw new AppError('NOT_FOUND', 'That job is not in the catalogue.');
    const [existing] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.userId, input.userId), eq(applications.jobId, input.jobId)));
    if (existing) return { applicationId: existing.id, created: false };

    const packageId =
      (await insertPackage(ctx, tx, input)) ??
      (
        await tx
          .select({ id: applicationPackages.id })
          .from(applicationPackages)
          .where(
            and(
              eq(applicationPackages.userId, input.userId),
              eq(applicationPackages.jobId, input.jobId),
            ),
          )
      )[0]?.id;
    if (!packageId) throw new Error('an application package vanished while applying');
    const [current] = await tx
      .select({
        version: applicationPackageVersions.version,
        status: applicationPackageVersions.status,
      })
      .from(applicationPackages)
      .innerJoin(
        applicationPackageVersions,
        and(
          eq(applicationPackageVersions.packageId, applicationPackages.id),
          eq(applicationPackageVersions.version, applicationPackages.currentVersion),
        ),
      )
      .where(eq(applicationPackages.id, packageId));
    const chosen = chooseChannel({
      ...job,
      browserAvailable: ctx.config.applying.browserAvailable,
    });
    const id = randomUUID();
    const [inserted] = await tx
      .insert(applications)
      .values({
        id,
        userId: input.userId,
        jobId: job.id,
        packageId,
        packageVersion: current?.version ?? 1,
        state: 'prepared',
        channel: chosen.channel,
        formKind: chosen.formKind,
        applyUrl: chosen.applyUrl,
        companyKey: job.companyKey,
        host: chosen.host,
      })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (!inserted)
      throw new AppError(
        'INVALID_STATE',
        'An application for this job was just started. Reload the page.',
      );
    await tx.insert(applicationEvents).values({
      applicationId: id,
      userId: input.userId,
      fromState: null,
      toState: 'prepared',
      cause:
        current?.status === 'ready' ? 'You started it' : 'You started it; tailoring your documents',
    });
    if (current?.status === 'ready')
      await ctx.jobs.send('attempt-application', { applicationId: id, mode: 'inspect' }, { tx });
    return { applicationId: id, created: true };
  });
}
