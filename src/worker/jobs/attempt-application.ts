import { applicationChannels } from '../../core/applying/channels/index.ts';
import { runApplicationAttempt } from '../../core/applying/run-application-attempt.ts';
import { defineJob } from '../define-job.ts';

export const attemptApplicationJob = defineJob({
  name: 'attempt-application',
  // One at a time per worker process: one Chromium, one browser context per attempt (decision 057).
  async run(ctx, payload, job) {
    await runApplicationAttempt(ctx, {
      ...payload,
      channels: applicationChannels(ctx.config),
      signal: job.signal,
    });
  },
});
