import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { and, eq, or, sql } from '../../db/orm.ts';
import { digestDeliveries } from '../../db/schema/index.ts';
import { leaseEnd } from '../jobs/run-lease.ts';

/**
 * Takes the (user, day) digest row for this worker, or returns null when another worker holds a
 * live lease on it or it is past `claimed` (sending, sent, empty). One statement, so two workers
 * can never both win: the insert wins on a new day, and a lapsed claim (its worker died before
 * handing the mail over) is taken over by the conditional update (decision 066). `claimId` is
 * the queue job's id when a job runs this: pg-boss retries a job whose worker died under the same
 * id, so the retry takes its own claim back at once instead of waiting out the lease. Sending
 * stays single: only one worker moves the row from `claimed` to `sending`.
 */
export async function claimDigestDay(
  db: Database,
  input: { userId: string; day: string; claimId?: string },
): Promise<{ claimId: string } | null> {
  const claimId = input.claimId ?? randomUUID();
  const [row] = await db
    .insert(digestDeliveries)
    .values({
      userId: input.userId,
      day: input.day,
      status: 'claimed',
      claimId,
      leaseExpiresAt: leaseEnd(),
    })
    .onConflictDoUpdate({
      target: [digestDeliveries.userId, digestDeliveries.day],
      set: {
        claimId,
        leaseExpiresAt: leaseEnd(),
        attempts: sql`${digestDeliveries.attempts} + 1`,
      },
      setWhere: and(
        eq(digestDeliveries.status, 'claimed'),
        or(sql`${digestDeliveries.leaseExpiresAt} <= now()`, eq(digestDeliveries.claimId, claimId)),
      ),
    })
    .returning({ claimId: digestDeliveries.claimId });
  return row?.claimId === claimId ? { claimId } : null;
}
