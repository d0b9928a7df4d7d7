import type { AppContext } from '../core/app-context.ts';
import { type JobName, jobNames, jobPayloadSchemas } from '../core/jobs/job-definitions.ts';
import type { OpenJobQueue } from '../core/jobs/open-job-queue.ts';
import type { JobDefinition } from './define-job.ts';
import { jobRegistry } from './registry.ts';

/** Subscribes every registered job and installs the schedules. Payloads are parsed before use. */
export async function startWorker(jobQueue: OpenJobQueue, ctx: AppContext): Promise<void> {
  const { boss } = jobQueue;
  if (!ctx.config.applying.browserAvailable)
    ctx.log.warn(
      { chromePath: ctx.config.applying.chromePath },
      'No Chromium at CHROME_PATH: employers’ hosted forms become “finish it yourself”. Install it with `apt-get install -y chromium-headless-shell` (or `chromium`), or set CHROME_PATH.',
    );
  for (const name of jobNames) {
    const definition = jobRegistry[name] as JobDefinition<JobName>;
    const batch = definition.batchSize ?? 1;
    // Beats three times per heartbeat window (open-job-queue.ts): a busy embedded database that
    // delays one beat does not get a live job taken for dead.
    const options = {
      heartbeatRefreshSeconds: 3,
      ...(batch > 1 ? { batchSize: batch, burstWhenBatchFull: true } : {}),
    };
    await boss.work(name, options, async (jobs) => {
      for (const job of jobs) {
        try {
          const payload = jobPayloadSchemas[name].parse(job.data ?? {});
          await definition.run(ctx, payload, {
            signal: AbortSignal.any([job.signal, jobQueue.stopping]),
            id: job.id,
          });
        } catch (error) {
          // pg-boss keeps the failure in its own table only; operators read the log.
          ctx.log.error({ err: error, job: { name, id: job.id } }, 'job failed');
          throw error;
        }
      }
    });
    if (definition.cron) await boss.schedule(name, definition.cron, {}, { tz: 'UTC' });
  }
}
