import { startInspectionsForPackage } from '../../core/applying/start-inspections-for-package.ts';
import { prepareApplicationPackage } from '../../core/tailoring/prepare-application-package.ts';
import { defineJob } from '../define-job.ts';

export const prepareApplicationPackageJob = defineJob({
  name: 'prepare-application-package',
  // The daily runs queue up to a plan's quota per user at once; tailoring takes milliseconds,
  // a configured model call up to 60 s (decision 054).
  batchSize: 10,
  async run(ctx, payload) {
    const result = await prepareApplicationPackage(ctx.db, {
      ...payload,
      llm: ctx.config.llm,
      log: ctx.log,
    });
    // Applications waiting on the package read their forms now (a failed package fails them there).
    if (result.status !== 'skipped') await startInspectionsForPackage(ctx, payload);
    // Not rethrown: the version already says "failed" with a message, and Retry makes a new
    // version; a queue retry would also rerun the batch's other packages.
    if (result.cause)
      ctx.log.error(
        { err: result.cause, packageId: payload.packageId, version: payload.version },
        'application package preparation failed',
      );
  },
});
