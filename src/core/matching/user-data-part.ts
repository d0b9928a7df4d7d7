import { eq } from 'drizzle-orm';
import {
  jobPreferences,
  matches,
  matchFeedback,
  matchRuns,
  userPreferenceModels,
} from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';

/**
 * Matching's share of "everything stored about me", in the shape of the privacy feature's
 * `UserDataPart` (src/core/privacy/user-data-part.ts on feat/profile): register it in
 * `userDataParts` when both are merged. Every table references `users` with ON DELETE CASCADE.
 */
export const matchingUserDataPart = {
  name: 'matching',
  tables: ['job_preferences', 'user_preference_models', 'match_runs', 'matches', 'match_feedback'],
  async exportFor(ctx: Pick<AppContext, 'db'>, userId: string) {
    const { db } = ctx;
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
  },
} as const;
