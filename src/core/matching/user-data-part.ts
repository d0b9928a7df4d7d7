import type { Database } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import {
  jobPreferences,
  matches,
  matchFeedback,
  matchRuns,
  userPreferenceModels,
} from '../../db/schema/index.ts';
import type { UserDataPart } from '../privacy/user-data-part.ts';

/** Everything matching stores about one user, for the data export. */
export async function exportMatchingData(db: Database, userId: string) {
  const [preferences, model, runs, offered, feedback] = await Promise.all([
    db.select().from(jobPreferences).where(eq(jobPreferences.userId, userId)),
    db.select().from(userPreferenceModels).where(eq(userPreferenceModels.userId, userId)),
    db.select().from(matchRuns).where(eq(matchRuns.userId, userId)),
    db.select().from(matches).where(eq(matches.userId, userId)),
    db.select().from(matchFeedback).where(eq(matchFeedback.userId, userId)),
  ]);
  return {
    preferences: preferences[0] ?? null,
    learnedModel: model[0] ?? null,
    runs,
    matches: offered,
    feedback,
  };
}

/** Matching's share of "everything stored about me"; every table cascades with `users`. */
export const matchingUserDataPart: UserDataPart = {
  name: 'matching',
  tables: ['job_preferences', 'user_preference_models', 'match_runs', 'matches', 'match_feedback'],
  exportFor: (ctx, userId) => exportMatchingData(ctx.db, userId),
};
