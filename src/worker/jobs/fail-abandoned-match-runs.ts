import { failAbandonedMatchRuns } from '../../core/matching/fail-abandoned-match-runs.ts';
import { defineJob } from '../define-job.ts';

export const failAbandonedMatchRunsJob = defineJob({
  name: 'fail-abandoned-match-runs',
  // Every five minutes: a run nothing will finish stops showing as in progress soon after.
  cron: '*/5 * * * *',
  async run(ctx) {
    const { failed } = await failAbandonedMatchRuns(ctx.db, { now: new Date() });
    if (failed > 0)
      ctx.log.warn({ failed }, 'match runs abandoned by dead workers ended as failed');
  },
});
