import type { Database } from '../../db/client.ts';
import { and, desc, eq, gte, inArray, ne, or } from '../../db/orm.ts';
import { jobs, matches, matchRuns } from '../../db/schema/index.ts';
import type { MatchFilters, MatchItem, MatchList } from '../../shared/schemas/matches.ts';
import { DAY_MS } from '../../shared/time.ts';
import { jobSummaryColumns, toJobSummary } from '../catalogue/search-jobs-row.ts';
import { servedLink } from '../catalogue/served-link.ts';
import { occupationBySoc } from '../occupations/occupations.ts';
import { explainMatch, hasPositiveReason } from './explain-match.ts';
import { loadPreferences } from './get-preferences.ts';
import { exclusionReason } from './hard-filters.ts';
import { latestFeedback } from './latest-feedback.ts';
import { loadMatchProfile } from './load-match-profile.ts';
import { loadPreferenceModel } from './load-preference-model.ts';
import { getLatestMatchRun } from './match-runs.ts';
import { loadRankingModel } from './outcomes/load-ranking-model.ts';
import { prepareScoring, type ScoringContext } from './prepare-scoring.ts';
import { type ScoredJob, scoreJob } from './score-job.ts';
import { storedJobColumns } from './stored-job-columns.ts';
import { toMatchableJob } from './to-matchable-job.ts';
import type { MatchableJob } from './types.ts';

/** The day's matches are those of the latest run and of the runs in the 24 hours before it. */
async function todayStartsAt(db: Database, userId: string) {
  const [run] = await db
    .select({ at: matchRuns.queuedAt })
    .from(matchRuns)
    .where(and(eq(matchRuns.userId, userId), eq(matchRuns.status, 'succeeded')))
    .orderBy(desc(matchRuns.queuedAt))
    .limit(1);
  return run ? new Date(run.at.getTime() - DAY_MS) : null;
}

function isStillOffered(scoring: ScoringContext, job: MatchableJob, scored: ScoredJob) {
  return exclusionReason(scoring, job) === null && hasPositiveReason(scored);
}

/**
 * Today's matches (see `todayStartsAt`) plus everything liked, re-scored with the model as it is
 * now: a like or dislike shows in the order and the reasons at once, and a job the person's
 * answers now rule out (a hidden company, a learned floor or reach) disappears. Disliked,
 * applied and since-closed jobs are not listed. Listing marks new matches as shown, and names
 * the latest run as it was when the list was read, so the page can tell whether a run has
 * finished since. The applied view lists every job marked applied instead, whatever its day,
 * feedback or company: it is the user's record of where they applied.
 */
export async function listMatches(
  db: Database,
  input: { userId: string; filters: MatchFilters; now?: Date },
): Promise<MatchList> {
  const now = input.now ?? new Date();
  // Read before the rows: the list is at least as new as the run it names.
  const { run: latestRun } = await getLatestMatchRun(db, { userId: input.userId });
  const stored = await loadPreferences(db, { userId: input.userId });
  if (!stored) return { items: [], hasPreferences: false, latestRun };
  const appliedView = input.filters.view === 'applied';
  const since = appliedView ? null : await todayStartsAt(db, input.userId);
  const inToday = since ? gte(matches.createdAt, since) : undefined;
  const inView = appliedView
    ? eq(matches.state, 'applied')
    : and(or(inToday, eq(matches.state, 'liked')), ne(matches.state, 'applied'));
  const rows = await db
    .select({
      ...jobSummaryColumns,
      ...storedJobColumns,
      applyUrl: jobs.applyUrl,
      matchId: matches.id,
      state: matches.state,
      createdAt: matches.createdAt,
    })
    .from(matches)
    .innerJoin(jobs, eq(jobs.id, matches.jobId))
    .where(and(eq(matches.userId, input.userId), inView));
  const [model, profile, feedbackByJob] = await Promise.all([
    loadPreferenceModel(db, { userId: input.userId }),
    loadMatchProfile(db, { userId: input.userId, preferences: stored.preferences, now }),
    latestFeedback(db, { userId: input.userId, jobIds: rows.map((row) => row.id) }),
  ]);
  const ranking = await loadRankingModel(db, { userId: input.userId, model, profile, now });
  const scoring = prepareScoring(profile, ranking);
  const { filters } = input;
  const items: MatchItem[] = [];
  for (const row of rows) {
    const job = toMatchableJob(row);
    // A job closed since it was matched can no longer be applied to.
    const hidden =
      job.isClosed || row.state === 'disliked' || job.companyKey in model.hiddenCompanies;
    if (hidden && !appliedView) continue;
    const feedback = feedbackByJob.get(row.id) ?? (row.state === 'liked' ? 'like' : null);
    if (filters.likedOnly && feedback !== 'like') continue;
    if (filters.remoteOnly && job.workplace !== 'remote') continue;
    const scored = scoreJob(scoring, job, now);
    // What the person taught since the job was matched acts at once: a reason given ("wrong
    // location", "salary too low") or a rule tightened drops it from today's list, as from the
    // next run's (decision 070). A liked job stays: the person said they want it.
    if (!appliedView && feedback !== 'like' && !isStillOffered(scoring, job, scored)) continue;
    const score = Math.round(scored.score);
    if (score < filters.minScore) continue;
    items.push({
      job: toJobSummary(row),
      applyUrl: servedLink(row, row.applyUrl),
      score,
      reason: explainMatch(scored, job, (soc) => occupationBySoc(soc)?.title, {
        termWeights: model.termWeights,
        feedback,
      }),
      state: row.state,
      feedback,
      createdAt: row.createdAt.toISOString(),
    });
  }
  items.sort((a, b) => b.score - a.score || a.job.title.localeCompare(b.job.title));
  const newIds = rows.filter((row) => row.state === 'new').map((row) => row.matchId);
  if (newIds.length > 0) {
    // Only still-new rows: a like given meanwhile must not turn back into "shown".
    await db
      .update(matches)
      .set({ state: 'shown' })
      .where(and(inArray(matches.id, newIds), eq(matches.state, 'new')));
  }
  return { items, hasPreferences: true, latestRun };
}
