import { queueDueMatchRuns } from '../../core/matching/queue-due-match-runs.ts';
import { defineJob } from '../define-job.ts';

export const queueDueMatchRunsJob = defineJob({
  name: 'queue-due-match-runs',
  // On the hour: each user picked the hour (UTC) of their daily run.
  cron: '0 * * * *',
  async run(ctx) {
    const { queued } = await queueDueMatchRuns(ctx, { now: new Date() });
    ctx.log.info({ queued }, 'daily match runs queued');
  },
});
