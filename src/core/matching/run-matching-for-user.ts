import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { matches, matchRuns, users } from '../../db/schema/index.ts';
import { isEntitled } from '../billing/entitlement.ts';
import { occupationBySoc } from '../occupations/occupations.ts';
import { explainMatch } from './explain-match.ts';
import { loadPreferences } from './get-preferences.ts';
import { loadMatchProfile } from './load-match-profile.ts';
import { loadPreferenceModel } from './load-preference-model.ts';
import { MATCHES_PER_RUN, MIN_MATCH_SCORE } from './match-limits.ts';
import { openJobIndex } from './open-job-index.ts';
import { prepareScoring } from './prepare-scoring.ts';
import type { MatchRunTrigger } from './queue-match-run.ts';
import { rankJobs } from './rank-jobs.ts';
import { scoreJob } from './score-job.ts';

export interface MatchRunResult {
  runId: string;
  status: 'succeeded' | 'skipped';
  /** Why nothing ran, when skipped. */
  skippedBecause?: 'not-entitled' | 'no-preferences';
  jobsConsidered: number;
  newMatches: number;
}

async function isUserEntitled(db: Database, userId: string, now: Date) {
  const [account] = await db
    .select({
      subscriptionStatus: users.subscriptionStatus,
      planLevel: users.planLevel,
      currentPeriodEnd: users.currentPeriodEnd,
    })
    .from(users)
    .where(eq(users.id, userId));
  return account !== undefined && isEntitled({ ...account, now });
}

async function startRun(
  db: Database,
  input: { userId: string; runId?: string | undefined; trigger: MatchRunTrigger; now: Date },
) {
  if (input.runId) {
    await db
      .update(matchRuns)
      .set({ status: 'running', startedAt: input.now })
      .where(eq(matchRuns.id, input.runId));
    return input.runId;
  }
  const id = randomUUID();
  await db.insert(matchRuns).values({
    id,
    userId: input.userId,
    trigger: input.trigger,
    status: 'running',
    queuedAt: input.now,
    startedAt: input.now,
  });
  return id;
}

/** Ranks the open jobs for the person and stores the best new ones as today's matches. */
/** Scheduled runs come in bursts and may use an index checked this recently. */
const SCHEDULED_RUN_STALENESS_MS = 60_000;

async function findNewMatches(
  db: Database,
  input: { userId: string; runId: string; trigger: MatchRunTrigger },
  now: Date,
) {
  const { userId, runId } = input;
  const stored = await loadPreferences(db, { userId });
  if (!stored) return null;
  const [index, model, profile, offered] = await Promise.all([
    openJobIndex(db, {
      maxStalenessMs: input.trigger === 'schedule' ? SCHEDULED_RUN_STALENESS_MS : 0,
    }),
    loadPreferenceModel(db, { userId }),
    loadMatchProfile(db, { userId, preferences: stored.preferences, now }),
    db.select({ jobId: matches.jobId }).from(matches).where(eq(matches.userId, userId)),
  ]);
  const scoring = prepareScoring(profile, model);
  const ranked = rankJobs(index, scoring, {
    now,
    limit: MATCHES_PER_RUN,
    excludeJobIds: offered.map((row) => row.jobId),
  }).filter((hit) => hit.score >= MIN_MATCH_SCORE);
  const rows = ranked.flatMap(({ row }) => {
    const job = index.jobs[row];
    if (!job) return [];
    const scored = scoreJob(scoring, job, now);
    return [
      {
        userId,
        jobId: job.id,
        runId,
        score: Math.round(scored.score),
        parts: scored.parts,
        reason: explainMatch(scored, job, (soc) => occupationBySoc(soc)?.title),
        createdAt: now,
      },
    ];
  });
  const inserted =
    rows.length === 0
      ? []
      : await db.insert(matches).values(rows).onConflictDoNothing().returning({ id: matches.id });
  return { jobsConsidered: index.size, newMatches: inserted.length };
}

/**
 * One user's matching run (job `match-jobs-for-user`). A lapsed subscription or missing
 * preferences skip the run; the run row records what happened either way.
 */
export async function runMatchingForUser(
  db: Database,
  input: { userId: string; runId?: string | undefined; trigger: MatchRunTrigger; now?: Date },
): Promise<MatchRunResult> {
  const now = input.now ?? new Date();
  const runId = await startRun(db, { ...input, now });
  const finish = async (
    status: 'succeeded' | 'skipped' | 'failed',
    counts = { jobsConsidered: 0, newMatches: 0 },
  ) => {
    await db
      .update(matchRuns)
      .set({ status, finishedAt: new Date(), ...counts })
      .where(eq(matchRuns.id, runId));
  };
  try {
    if (!(await isUserEntitled(db, input.userId, now))) {
      await finish('skipped');
      return {
        runId,
        status: 'skipped',
        skippedBecause: 'not-entitled',
        jobsConsidered: 0,
        newMatches: 0,
      };
    }
    const found = await findNewMatches(db, { ...input, runId }, now);
    if (!found) {
      await finish('skipped');
      return {
        runId,
        status: 'skipped',
        skippedBecause: 'no-preferences',
        jobsConsidered: 0,
        newMatches: 0,
      };
    }
    await finish('succeeded', found);
    return { runId, status: 'succeeded', ...found };
  } catch (error) {
    await finish('failed');
    throw error;
  }
}
