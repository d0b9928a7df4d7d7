import { runMatchingForUser } from '../../core/matching/run-matching-for-user.ts';
import { defineJob } from '../define-job.ts';

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
