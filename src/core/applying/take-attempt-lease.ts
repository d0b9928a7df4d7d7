import type { Executor } from '../../db/client.ts';
import { and, eq, inArray, isNull, lte, or, sql } from '../../db/orm.ts';
import { applications } from '../../db/schema/index.ts';
import type { ApplicationState } from '../../shared/schemas/applications.ts';
import { leaseEnd } from '../jobs/run-lease.ts';
import type { ApplicationRow } from './transition-application.ts';

/**
 * One attempt at a time per application, across processes and machines (decision 057): the
 * lease is taken with one conditional UPDATE, so of two racing workers exactly one gets the row.
 * A lease whose holder died runs out after RUN_LEASE_SECONDS and can then be taken.
 */
export async function takeAttemptLease(
  db: Executor,
  input: { applicationId: string; owner: string; states: readonly ApplicationState[] },
): Promise<ApplicationRow | null> {
  const [row] = await db
    .update(applications)
    .set({
      leaseOwner: input.owner,
      leaseUntil: leaseEnd(),
      attempts: sql`${applications.attempts} + 1`,
    })
    .where(
      and(
        eq(applications.id, input.applicationId),
        inArray(applications.state, [...input.states]),
        or(isNull(applications.leaseUntil), lte(applications.leaseUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function renewAttemptLease(db: Executor, applicationId: string, owner: string) {
  await db
    .update(applications)
    .set({ leaseUntil: leaseEnd() })
    .where(and(eq(applications.id, applicationId), eq(applications.leaseOwner, owner)));
}

export async function releaseAttemptLease(db: Executor, applicationId: string, owner: string) {
  await db
    .update(applications)
    .set({ leaseOwner: null, leaseUntil: null, progress: null })
    .where(and(eq(applications.id, applicationId), eq(applications.leaseOwner, owner)));
}

/** The live view's step; written only while this attempt holds the lease. */
export async function reportAttemptProgress(
  db: Executor,
  input: { applicationId: string; owner: string; step: string },
) {
  await db
    .update(applications)
    .set({ progress: input.step.slice(0, 200), updatedAt: new Date() })
    .where(and(eq(applications.id, input.applicationId), eq(applications.leaseOwner, input.owner)));
}
