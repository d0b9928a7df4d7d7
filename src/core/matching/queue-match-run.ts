import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { and, eq } from '../../db/orm.ts';
import { matchRuns } from '../../db/schema/index.ts';
import type { matchRunTriggers } from '../../shared/schemas/matches.ts';
import type { AppContext } from '../app-context.ts';
import { faultPoint } from '../faults/fault-point.ts';

export type MatchRunTrigger = (typeof matchRunTriggers)[number];

/** A run that waits to start sees everything saved before it starts: a second one adds nothing. */
async function waitingRun(tx: Executor, userId: string) {
  const [waiting] = await tx
    .select({ id: matchRuns.id })
    .from(matchRuns)
    .where(and(eq(matchRuns.userId, userId), eq(matchRuns.status, 'queued')))
    .limit(1);
  return waiting?.id;
}

/**
 * Records a queued run (the dashboard shows its progress) and hands it to the worker, both in one
 * transaction, so neither is left without the other. A user has at most one run waiting to start
 * (a unique index holds it across processes): while one waits, it is the answer and nothing new
 * is queued; while one runs, one more may wait behind it (decision 032). `runId` names the run
 * for a caller that must not queue it twice (the hourly scheduler); `tx` joins the caller's
 * transaction.
 */
export async function queueMatchRun(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  input: {
    userId: string;
    trigger: MatchRunTrigger;
    now?: Date;
    runId?: string;
    tx?: Executor;
  },
): Promise<{ runId: string; queued: boolean }> {
  const queue = async (tx: Executor) => {
    // Another process's waiting run may start between the insert and the look-up: try again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const runId = input.runId ?? randomUUID();
      const [inserted] = await tx
        .insert(matchRuns)
        .values({
          id: runId,
          userId: input.userId,
          trigger: input.trigger,
          status: 'queued',
          queuedAt: input.now ?? new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: matchRuns.id });
      if (inserted) {
        faultPoint('match-run-queued');
        await ctx.jobs.send(
          'match-jobs-for-user',
          { userId: input.userId, runId, trigger: input.trigger },
          { tx },
        );
        return { runId, queued: true };
      }
      const waiting = await waitingRun(tx, input.userId);
      if (waiting) return { runId: waiting, queued: false };
      // The named run exists already (queued before, now running or finished).
      if (input.runId) return { runId: input.runId, queued: false };
    }
    throw new Error('a match run could not be queued: its waiting run kept changing');
  };
  return input.tx ? queue(input.tx) : ctx.db.transaction(queue);
}
