import { purgeOldDigestRecords } from '../../core/digest/purge-old-digest-records.ts';
import { sendDueDigests } from '../../core/digest/send-due-digests.ts';
import { defineJob } from '../define-job.ts';

export const sendDueDigestsJob = defineJob({
  name: 'send-due-digests',
  // A quarter past each hour: the daily match run of the same hour has had time to finish. A
  // digest is due from the user's hour to the end of their day, so a missed tick is made up.
  cron: '15 * * * *',
  async run(ctx, _payload, job) {
    // The job's id lets its retry after a crash take back the claims it held (decision 066).
    const counts = await sendDueDigests(ctx, { now: new Date(), jobId: job.id });
    ctx.log.info(counts, 'due digests sent');
    const purged = await purgeOldDigestRecords(ctx.db, { now: new Date() });
    ctx.log.info(purged, 'old digest records purged');
  },
});
