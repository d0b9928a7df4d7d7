import { purgeExpiredAuthRecords } from '../../core/accounts/purge-expired-auth-records.ts';
import { defineJob } from '../define-job.ts';

export const purgeExpiredAuthRecordsJob = defineJob({
  name: 'purge-expired-auth-records',
  // Every hour at minute 17: often enough that expired rows never pile up.
  cron: '17 * * * *',
  async run(ctx) {
    const removed = await purgeExpiredAuthRecords(ctx.db);
    ctx.log.info(removed, 'purged expired sessions, tokens and rate-limit counters');
  },
});
