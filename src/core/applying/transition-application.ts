import type { Executor } from '../../db/client.ts';
import { and, eq, inArray } from '../../db/orm.ts';
import { applicationEvents, applications } from '../../db/schema/index.ts';
import type { ApplicationState } from '../../shared/schemas/applications.ts';
import type { TrackerSource } from '../../shared/schemas/tracker.ts';
import { leaseLive } from '../jobs/run-lease.ts';
import { notifyApplicationChange } from '../notifications/notify-application-change.ts';
import { trackSubmittedApplication } from '../tracker/track-submitted-application.ts';
import { canMove } from './allowed-transitions.ts';

export type ApplicationRow = typeof applications.$inferSelect;
type Changes = Partial<Omit<typeof applications.$inferInsert, 'id' | 'userId' | 'state'>>;

export interface TransitionInput {
  applicationId: string;
  /** The states the caller expects the row in; the move happens only from one of them. */
  from: readonly ApplicationState[];
  to: ApplicationState;
  /** Shown in the history: "You approved it", "The form asks you to prove you are human". */
  cause: string;
  detail?: Record<string, string>;
  changes?: Changes;
  /** Only while this attempt still holds the lease (the at-most-once rule, decision 057). */
  leaseOwner?: string;
  /** Who sent it, for the tracker, when the move's origin does not say (the extension). */
  submittedBy?: TrackerSource;
}

/**
 * The only way an application changes state: a conditional UPDATE (so two processes cannot both
 * make the same move) and its history row, in one transaction. Null when the row was not in an
 * expected state (someone else moved it first). A move outside the table is a programming error.
 */
export async function transitionApplication(
  db: Executor,
  input: TransitionInput,
): Promise<ApplicationRow | null> {
  for (const from of input.from) {
    if (!canMove(from, input.to)) throw new Error(`an application cannot go ${from} → ${input.to}`);
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ state: applications.state })
      .from(applications)
      .where(eq(applications.id, input.applicationId))
      .for('update');
    if (!before || !input.from.includes(before.state)) return null;
    const [row] = await tx
      .update(applications)
      .set({ ...input.changes, state: input.to, updatedAt: new Date() })
      .where(
        and(
          eq(applications.id, input.applicationId),
          inArray(applications.state, [...input.from]),
          ...(input.leaseOwner
            ? [eq(applications.leaseOwner, input.leaseOwner), leaseLive(applications.leaseUntil)]
            : []),
        ),
      )
      .returning();
    if (!row) return null;
    const [event] = await tx
      .insert(applicationEvents)
      .values({
        applicationId: row.id,
        userId: row.userId,
        fromState: before.state,
        toState: input.to,
        cause: input.cause,
        detail: input.detail ?? null,
      })
      .returning({ id: applicationEvents.id });
    if (event)
      await notifyApplicationChange(tx, { application: row, to: input.to, eventId: event.id });
    // A submitted application joins the tracker with its move, never without it (decision 065).
    if (input.to === 'submitted')
      await trackSubmittedApplication(tx, {
        application: row,
        from: before.state,
        submittedBy: input.submittedBy,
      });
    return row;
  });
}
