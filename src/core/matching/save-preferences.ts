import { jobPreferences } from '../../db/schema/index.ts';
import type { Preferences } from '../../shared/schemas/preferences.ts';
import type { AppContext } from '../app-context.ts';
import { queueMatchRun } from './queue-match-run.ts';

/** Saves the wizard's preferences whole, then starts a matching run for the user at once. */
export async function savePreferences(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  input: { userId: string; preferences: Preferences },
): Promise<{ runId: string }> {
  const values = {
    preferences: input.preferences,
    dailyRunHour: input.preferences.dailyRunHour,
    timeZone: input.preferences.timeZone,
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(jobPreferences)
    .values({ userId: input.userId, ...values })
    .onConflictDoUpdate({ target: jobPreferences.userId, set: values });
  return queueMatchRun(ctx, { userId: input.userId, trigger: 'preferences' });
}
