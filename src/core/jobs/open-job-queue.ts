import { type DrizzleTransactionLike, fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/client.ts';
import { sql } from '../../db/orm.ts';
import { jobNames, jobPayloadSchemas } from './job-definitions.ts';
import type { JobQueue } from './job-queue.ts';

export interface OpenJobQueue {
  boss: PgBoss;
  queue: JobQueue;
  /**
   * Aborted when `stop` begins: long jobs (a catalogue load) end at their next safe point instead
   * of holding the shutdown until the queue's timeout; they run again after the restart.
   */
  stopping: AbortSignal;
  stop(): Promise<void>;
}

/**
 * A worker that stops beating for this long is taken for dead, and the job is retried on a live
 * one (pg-boss's smallest heartbeat). The supervisor looks as often, so a killed worker's job runs
 * again within about 20 s of its death (decision 032).
 */
export const JOB_HEARTBEAT_SECONDS = 10;
const SUPERVISE_SECONDS = 10;

/**
 * pg-boss on the same database as everything else: through its PGlite adapter in embedded mode,
 * through its own pool on PostgreSQL. `runsMaintenance` is true only where the worker runs, so a
 * web-only process does not also supervise and schedule.
 */
export async function openJobQueue(
  handle: DatabaseHandle,
  options: { log: Logger; runsMaintenance: boolean },
): Promise<OpenJobQueue> {
  const shared = {
    schema: 'pgboss',
    supervise: options.runsMaintenance,
    schedule: options.runsMaintenance,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  };
  const boss = handle.pglite
    ? new PgBoss({ ...shared, backend: 'pglite', db: fromPglite(handle.pglite) })
    : new PgBoss({ ...shared, connectionString: handle.url, max: 4 });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of jobNames) {
    await boss.createQueue(name);
    // Also on queues made before heartbeats were set (createQueue leaves an existing one as is).
    await boss.updateQueue(name, { heartbeatSeconds: JOB_HEARTBEAT_SECONDS });
    // Loads pg-boss's cache of the queue now: a send inside a transaction must not need to read
    // the queue through pg-boss's own connection, which on PGlite waits for that transaction.
    await boss.getJobById(name, '00000000-0000-0000-0000-000000000000');
  }
  const queue: JobQueue = {
    async send(name, payload, sendOptions) {
      const data = jobPayloadSchemas[name].parse(payload);
      await boss.send(name, data, {
        ...(sendOptions?.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        // Our Database type leaves execute's result untyped; both drivers return `{ rows }`.
        ...(sendOptions?.tx
          ? { db: fromDrizzle(sendOptions.tx as unknown as DrizzleTransactionLike, sql) }
          : {}),
      });
    },
  };
  const stopping = new AbortController();
  return {
    boss,
    queue,
    stopping: stopping.signal,
    async stop() {
      stopping.abort(new Error('the job queue is stopping'));
      await boss.stop({ graceful: true, timeout: 20_000 });
    },
  };
}
