import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { and, eq, inArray } from '../../db/orm.ts';
import { matches, matchRuns, users } from '../../db/schema/index.ts';
import { isEntitled } from '../billing/entitlement.ts';
import { faultPoint } from '../faults/fault-point.ts';
import { keepLeaseAlive, leaseEnd } from '../jobs/run-lease.ts';
import { addNotification } from '../notifications/add-notification.ts';
import { occupationBySoc } from '../occupations/occupations.ts';
import { explainMatch, hasPositiveReason } from './explain-match.ts';
import { loadPreferences } from './get-preferences.ts';
import { loadMatchProfile } from './load-match-profile.ts';
import { loadPreferenceModel } from './load-preference-model.ts';
import { MATCHES_PER_RUN, MIN_MATCH_SCORE } from './match-limits.ts';
import { openJobIndex } from './open-job-index.ts';
import { loadRankingModel } from './outcomes/load-ranking-model.ts';
import { prepareScoring } from './prepare-scoring.ts';
import type { MatchRunTrigger } from './queue-match-run.ts';
import { rankJobs } from './rank-jobs.ts';
import { scoreJob } from './score-job.ts';

export interface MatchRunResult {
  runId: string;
  status: 'succeeded' | 'skipped';
  /** Why nothing ran, when skipped. */
  skippedBecause?: 'not-entitled' | 'no-preferences' | 'already-finished';
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

/**
 * Marks the run running under a fresh lease. The queue job that names a run owns it: a retry of
 * that job (its worker died; pg-boss saw the heartbeat stop) takes the run over as it is. A run
 * already finished (a batch retried after some of its runs ended) is left alone: null.
 */
async function startRun(
  db: Database,
  input: { userId: string; runId?: string | undefined; trigger: MatchRunTrigger; now: Date },
) {
  if (input.runId) {
    const [claimed] = await db
      .update(matchRuns)
      .set({ status: 'running', startedAt: input.now, leaseExpiresAt: leaseEnd() })
      .where(and(eq(matchRuns.id, input.runId), inArray(matchRuns.status, ['queued', 'running'])))
      .returning({ id: matchRuns.id });
    return claimed ? input.runId : null;
  }
  const id = randomUUID();
  await db.insert(matchRuns).values({
    id,
    userId: input.userId,
    trigger: input.trigger,
    status: 'running',
    queuedAt: input.now,
    startedAt: input.now,
    leaseExpiresAt: leaseEnd(),
  });
  return id;
}

/** Scheduled runs come in bursts and may use an index checked this recently. */
const SCHEDULED_RUN_STALENESS_MS = 60_000;
/**
 * How many more jobs are ranked than stored: a job with no positive reason is not offered
 * (`hasPositiveReason`), and the next ones take its place.
 */
const RANKED_PER_STORED = 2;

/** Ranks the open jobs for the person and stores the best new ones as today's matches. */
async function findNewMatches(
  db: Database,
  input: { userId: string; runId: string; trigger: MatchRunTrigger },
  now: Date,
) {
  const { userId, runId } = input;
  const stored = await loadPreferences(db, { userId });
  if (!stored) return null;
  // A taken-over run whose first attempt stored its matches (one INSERT: all or none) is done.
  const storedBefore = await db.$count(matches, eq(matches.runId, runId));
  if (storedBefore > 0) return { jobsConsidered: 0, newMatches: storedBefore };
  const [index, model, profile, offered] = await Promise.all([
    openJobIndex(db, {
      maxStalenessMs: input.trigger === 'schedule' ? SCHEDULED_RUN_STALENESS_MS : 0,
    }),
    loadPreferenceModel(db, { userId }),
    loadMatchProfile(db, { userId, preferences: stored.preferences, now }),
    db.select({ jobId: matches.jobId }).from(matches).where(eq(matches.userId, userId)),
  ]);
  const ranking = await loadRankingModel(db, { userId, model, profile, now });
  const scoring = prepareScoring(profile, ranking);
  // Ranked past the day's limit: jobs with nothing to say for them are dropped below.
  const ranked = rankJobs(index, scoring, {
    now,
    limit: MATCHES_PER_RUN * RANKED_PER_STORED,
    excludeJobIds: offered.map((row) => row.jobId),
  }).filter((hit) => hit.score >= MIN_MATCH_SCORE);
  const rows = ranked
    .flatMap(({ row }) => {
      const job = index.jobs[row];
      if (!job) return [];
      const scored = scoreJob(scoring, job, now);
      if (!hasPositiveReason(scored)) return [];
      return [
        {
          userId,
          jobId: job.id,
          runId,
          score: Math.round(scored.score),
          parts: scored.parts,
          // A new match has no answer yet (answered jobs are never offered again).
          reason: explainMatch(scored, job, (soc) => occupationBySoc(soc)?.title, {
            termWeights: model.termWeights,
            feedback: null,
          }),
          createdAt: now,
        },
      ];
    })
    .slice(0, MATCHES_PER_RUN);
  const inserted =
    rows.length === 0
      ? []
      : await db.insert(matches).values(rows).onConflictDoNothing().returning({ id: matches.id });
  faultPoint('match-run-matches-stored');
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
  if (!runId) {
    const finished = input.runId ?? '';
    return {
      runId: finished,
      status: 'skipped',
      skippedBecause: 'already-finished',
      jobsConsidered: 0,
      newMatches: 0,
    };
  }
  faultPoint('match-run-started');
  const release = keepLeaseAlive(
    () =>
      db
        .update(matchRuns)
        .set({ leaseExpiresAt: leaseEnd() })
        .where(and(eq(matchRuns.id, runId), eq(matchRuns.status, 'running'))),
    () => {},
  );
  const finish = async (
    status: 'succeeded' | 'skipped' | 'failed',
    counts = { jobsConsidered: 0, newMatches: 0 },
  ) => {
    release();
    await db
      .update(matchRuns)
      .set({ status, finishedAt: new Date(), leaseExpiresAt: null, ...counts })
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
    // The day's matches are on the dashboard.
    if (found.newMatches > 0)
      await addNotification(db, {
        userId: input.userId,
        kind: 'matches',
        title: `${found.newMatches} new match${found.newMatches === 1 ? '' : 'es'} for you`,
        link: '/main-app/dashboard',
        dedupeKey: `match-run:${runId}`,
      });
    return { runId, status: 'succeeded', ...found };
  } catch (error) {
    await finish('failed');
    throw error;
  }
}
