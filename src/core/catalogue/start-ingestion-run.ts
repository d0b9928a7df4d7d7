import type { Database } from '../../db/client.ts';
import { and, eq, isNull, lte, or, sql } from '../../db/orm.ts';
import { ingestionRuns } from '../../db/schema/index.ts';
import { leaseEnd } from '../jobs/run-lease.ts';

export type IngestionTrigger = 'schedule' | 'manual' | 'demo';

/**
 * Records a new running ingestion run under a fresh lease, or returns null while another run of
 * its kind (the demo load, or a load of the followed boards) is alive: two passes over the same
 * boards would race each other's dedupe. A unique index holds this across processes. A run whose
 * lease ran out died with its process and is recorded failed first; so is one started by this
 * same queue job (`jobId`), whose retry means its worker is gone (decision 032).
 */
export async function startIngestionRun(
  db: Database,
  input: { trigger: IngestionTrigger; startedAt: Date; jobId?: string | undefined },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const dead = or(
      isNull(ingestionRuns.leaseExpiresAt),
      lte(ingestionRuns.leaseExpiresAt, sql`now()`),
      ...(input.jobId ? [eq(ingestionRuns.jobId, input.jobId)] : []),
    );
    await tx
      .update(ingestionRuns)
      .set({ status: 'failed', finishedAt: sql`now()`, leaseExpiresAt: null })
      .where(
        and(
          eq(ingestionRuns.status, 'running'),
          sql`(${ingestionRuns.trigger} = 'demo') = ${input.trigger === 'demo'}`,
          dead,
        ),
      );
    const [run] = await tx
      .insert(ingestionRuns)
      .values({
        trigger: input.trigger,
        status: 'running',
        startedAt: input.startedAt,
        leaseExpiresAt: leaseEnd(),
        jobId: input.jobId ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: ingestionRuns.id });
    return run?.id ?? null;
  });
}
