import { jobPreferences } from '../../db/schema/index.ts';
import type { Preferences } from '../../shared/schemas/preferences.ts';
import type { AppContext } from '../app-context.ts';
import { faultPoint } from '../faults/fault-point.ts';
import { queueMatchRun } from './queue-match-run.ts';

/**
 * Saves the wizard's preferences whole and starts a matching run for the user, in one
 * transaction. Saves in a burst share one run: a run still waiting to start reads the newest
 * preferences when it starts (queue-match-run.ts, decision 032).
 */
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
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(jobPreferences)
      .values({ userId: input.userId, ...values })
      .onConflictDoUpdate({ target: jobPreferences.userId, set: values });
    faultPoint('preferences-saved');
    const { runId } = await queueMatchRun(ctx, {
      userId: input.userId,
      trigger: 'preferences',
      tx,
    });
    return { runId };
  });
}
