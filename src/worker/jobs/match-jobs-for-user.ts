import { runMatchingForUser } from '../../core/matching/run-matching-for-user.ts';
import { defineJob } from '../define-job.ts';

export const matchJobsForUserJob = defineJob({
  name: 'match-jobs-for-user',
  async run(ctx, payload) {
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
  },
});
