import type { Database } from '../../db/client.ts';
import { desc, eq } from '../../db/orm.ts';
import { matchRuns } from '../../db/schema/index.ts';
import type { MatchRun } from '../../shared/schemas/matches.ts';

/** The user's most recent run, queued or finished, for "Last search: …" and Run now's progress. */
export async function getLatestMatchRun(
  db: Database,
  input: { userId: string },
): Promise<{ run: MatchRun | null }> {
  const [run] = await db
    .select()
    .from(matchRuns)
    .where(eq(matchRuns.userId, input.userId))
    .orderBy(desc(matchRuns.queuedAt))
    .limit(1);
  if (!run) return { run: null };
  return {
    run: {
      id: run.id,
      trigger: run.trigger,
      status: run.status,
      queuedAt: run.queuedAt.toISOString(),
      startedAt: run.startedAt?.toISOString() ?? null,
      finishedAt: run.finishedAt?.toISOString() ?? null,
      jobsConsidered: run.jobsConsidered,
      newMatches: run.newMatches,
    },
  };
}
