import type { AppContext } from '../../core/app-context.ts';
import { runMatchingForUser } from '../../core/matching/run-matching-for-user.ts';
import { preparePackagesForNewMatches } from '../../core/tailoring/prepare-packages-for-new-matches.ts';
import { defineJob } from '../define-job.ts';

/** Packages for the run's best new matches, ready when the user looks (decision 052). */
async function queuePackages(ctx: AppContext, userId: string, runId: string) {
  try {
    const { queued } = await preparePackagesForNewMatches(ctx, { userId, runId });
    ctx.log.info({ runId, queued }, 'application packages queued for new matches');
  } catch (error) {
    // The matches stand without them; the user can still tailor each one by hand.
    ctx.log.error({ err: error, userId, runId }, 'application packages could not be queued');
  }
}

export const matchJobsForUserJob = defineJob({
  name: 'match-jobs-for-user',
  // The hourly tick can queue thousands at once; claiming 20 a fetch drains them without a
  // polling pause per user.
  batchSize: 20,
  async run(ctx, payload) {
    try {
      const result = await runMatchingForUser(ctx.db, payload);
      ctx.log.info(
        {
          runId: result.runId,
          status: result.status,
          skippedBecause: result.skippedBecause,
          newMatches: result.newMatches,
        },
        'match run finished',
      );
      if (result.status === 'succeeded' && result.newMatches > 0)
        await queuePackages(ctx, payload.userId, result.runId);
    } catch (error) {
      // Not rethrown: the run row already says "failed" and the user can press Run now (or
      // the next day's run comes); a retry by the queue would also retry the batch's other runs.
      ctx.log.error(
        { err: error, userId: payload.userId, runId: payload.runId },
        'match run failed',
      );
    }
  },
});
