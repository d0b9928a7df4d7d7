import type { Executor } from '../../db/client.ts';
import { trackerSettings } from '../../db/schema/index.ts';
import type { TrackerSettings } from '../../shared/schemas/tracker.ts';

/** Saves after how many days an unanswered application shows as "no answer". */
export async function saveTrackerSettings(
  db: Executor,
  input: { userId: string; settings: TrackerSettings },
): Promise<TrackerSettings> {
  const now = new Date();
  await db
    .insert(trackerSettings)
    .values({ userId: input.userId, noAnswerDays: input.settings.noAnswerDays, updatedAt: now })
    .onConflictDoUpdate({
      target: trackerSettings.userId,
      set: { noAnswerDays: input.settings.noAnswerDays, updatedAt: now },
    });
  return input.settings;
}
