import { queueApprovedApplications } from '../../core/applying/queue-application.ts';
import { defineJob } from '../define-job.ts';

export const queueApprovedApplicationsJob = defineJob({
  name: 'queue-approved-applications',
  // Every minute: a wait for the host's pacing is about a minute; tomorrow's quota is hours.
  cron: '* * * * *',
  async run(ctx) {
    const { queued, restarted } = await queueApprovedApplications(ctx);
    if (queued + restarted > 0)
      ctx.log.info({ queued, restarted }, 'approved applications queued, stranded ones restarted');
  },
});
