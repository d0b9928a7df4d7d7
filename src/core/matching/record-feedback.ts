import type { Database } from '../../db/client.ts';
import { and, eq, ne } from '../../db/orm.ts';
import { jobs, matches, matchFeedback } from '../../db/schema/index.ts';
import type { FeedbackInput } from '../../shared/schemas/matches.ts';
import { feedbackInputSchema } from '../../shared/schemas/matches.ts';
import {
  DEFAULT_DAILY_RUN_HOUR,
  DEFAULT_RADIUS_MILES,
  DEFAULT_TIME_ZONE,
} from '../../shared/schemas/preferences.ts';
import { AppError } from '../app-error.ts';
import { occupationBySoc } from '../occupations/occupations.ts';
import { applyFeedback, type Feedback } from './apply-feedback.ts';
import { loadPreferences } from './get-preferences.ts';
import { profileWords } from './learning/learnable-terms.ts';
import { loadTermShares } from './learning/load-term-shares.ts';
import { loadMatchProfile } from './load-match-profile.ts';
import { lockPreferenceModel, storePreferenceModel } from './load-preference-model.ts';
import { prepareScoring } from './prepare-scoring.ts';
import { scoreJob } from './score-job.ts';
import { storedJobColumns } from './stored-job-columns.ts';
import { toMatchableJob } from './to-matchable-job.ts';

const noPreferences = {
  jobTitle: '',
  location: '',
  remote: false,
  salaryRange: null,
  industry: null,
  employmentTypes: [],
  shifts: [],
  relatedOccupations: [],
  radiusMiles: DEFAULT_RADIUS_MILES,
  salaryMin: null,
  willingToRelocate: false,
  skills: [],
  software: [],
  certifications: [],
  links: [],
  dailyRunHour: DEFAULT_DAILY_RUN_HOUR,
  timeZone: DEFAULT_TIME_ZONE,
};

/**
 * A like or dislike on a match or on any job the user applied to: updates the learned model at
 * once, from the job's distinctive words only (the person's own words and the catalogue's
 * common ones are not learned, decision 040) (the next ranking and the dashboard's order change), records the feedback and the
 * match's state, in one transaction so a model never reflects feedback that was not stored.
 */
export async function recordFeedback(
  db: Database,
  input: { userId: string; jobId: string; feedback: FeedbackInput; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const parsed = feedbackInputSchema.parse(input.feedback);
  const feedback: Feedback =
    parsed.kind === 'like' ? { kind: 'like' } : { kind: 'dislike', reason: parsed.reason };
  const [row] = await db.select(storedJobColumns).from(jobs).where(eq(jobs.id, input.jobId));
  if (!row) throw new AppError('NOT_FOUND', 'That job is not in the catalogue.');
  const job = toMatchableJob(row);
  const stored = await loadPreferences(db, { userId: input.userId });
  const [profile, shares] = await Promise.all([
    loadMatchProfile(db, {
      userId: input.userId,
      preferences: stored?.preferences ?? noPreferences,
      now,
    }),
    loadTermShares(db),
  ]);
  const titleOf = (soc: string) => occupationBySoc(soc)?.title;
  const context = { profileWords: profileWords(profile, titleOf), shares };
  await db.transaction(async (tx) => {
    const model = await lockPreferenceModel(tx, { userId: input.userId });
    const { parts, facts } = scoreJob(prepareScoring(profile, model), job, now);
    const next = applyFeedback(model, { job, parts, feedback, miles: facts.miles, context });
    await storePreferenceModel(tx, { userId: input.userId, model: next });
    await tx.insert(matchFeedback).values({
      userId: input.userId,
      jobId: job.id,
      kind: feedback.kind,
      reason: feedback.kind === 'dislike' ? feedback.reason : null,
      at: now,
    });
    await tx
      .update(matches)
      .set({ state: feedback.kind === 'like' ? 'liked' : 'disliked' })
      // An applied job stays applied: its like or dislike lives in the feedback rows.
      .where(
        and(
          eq(matches.userId, input.userId),
          eq(matches.jobId, job.id),
          ne(matches.state, 'applied'),
        ),
      );
  });
}
