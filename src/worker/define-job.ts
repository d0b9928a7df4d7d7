import type { z } from 'zod';
import type { AppContext } from '../core/app-context.ts';
import type { JobName, jobPayloadSchemas } from '../core/jobs/job-definitions.ts';

export interface JobDefinition<N extends JobName = JobName> {
  name: N;
  /** A cron expression (UTC) when the job also runs on a schedule. */
  cron?: string;
  /**
   * How many jobs one fetch claims. Above 1, a full fetch is followed at once by the next one,
   * so a queue of thousands (the daily match runs) drains without a polling pause per job.
   * Each handler call must then not throw for one job's sake, or the whole batch is retried.
   */
  batchSize?: number;
  /**
   * `signal` is aborted when the worker stops or loses the job: a long job ends early then. `id`
   * is the queue job's, the same on every retry of it.
   */
  run(
    ctx: AppContext,
    payload: z.output<(typeof jobPayloadSchemas)[N]>,
    job: { signal: AbortSignal; id: string },
  ): Promise<void>;
}

export const defineJob = <N extends JobName>(definition: JobDefinition<N>) => definition;
