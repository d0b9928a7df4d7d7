import type { z } from 'zod';
import type { AppContext } from '../core/app-context.ts';
import type { JobName, jobPayloadSchemas } from '../core/jobs/job-definitions.ts';

export interface JobDefinition<N extends JobName = JobName> {
  name: N;
  /** A cron expression (UTC) when the job also runs on a schedule. */
  cron?: string;
  run(ctx: AppContext, payload: z.output<(typeof jobPayloadSchemas)[N]>): Promise<void>;
}

export const defineJob = <N extends JobName>(definition: JobDefinition<N>) => definition;
