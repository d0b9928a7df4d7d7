import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { trackerSettings } from '../../db/schema/index.ts';
import { DEFAULT_NO_ANSWER_DAYS, type TrackerSettings } from '../../shared/schemas/tracker.ts';

/** The user's tracker settings; the defaults until they save any. */
export async function getTrackerSettings(
  db: Executor,
  input: { userId: string },
): Promise<TrackerSettings> {
  const [row] = await db
    .select({ noAnswerDays: trackerSettings.noAnswerDays })
    .from(trackerSettings)
    .where(eq(trackerSettings.userId, input.userId));
  return { noAnswerDays: row?.noAnswerDays ?? DEFAULT_NO_ANSWER_DAYS };
}
