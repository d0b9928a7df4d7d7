import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { JobName, jobPayloadSchemas } from './job-definitions.ts';

export type JobPayload<N extends JobName> = z.input<(typeof jobPayloadSchemas)[N]>;

export interface SendOptions {
  singletonKey?: string;
  /**
   * An open transaction: the job is queued in it, so it exists exactly when the rows written
   * with it do (a process killed between the two leaves neither; decision 032).
   */
  tx?: Executor;
}

/** How HTTP handlers and core code ask for background work; pg-boss sits behind it. */
export interface JobQueue {
  send<N extends JobName>(name: N, payload: JobPayload<N>, options?: SendOptions): Promise<void>;
}
