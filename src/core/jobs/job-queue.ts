import type { z } from 'zod';
import type { JobName, jobPayloadSchemas } from './job-definitions.ts';

export type JobPayload<N extends JobName> = z.input<(typeof jobPayloadSchemas)[N]>;

/** How HTTP handlers and core code ask for background work; pg-boss sits behind it. */
export interface JobQueue {
  send<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    options?: { singletonKey?: string },
  ): Promise<void>;
}
