import type { Executor } from '../../db/client.ts';
import type { TrackerResponse } from '../../shared/schemas/tracker.ts';
import { countTrackerItems } from './count-tracker-items.ts';
import { getTrackerSettings } from './get-tracker-settings.ts';
import { dayOf } from './no-answer.ts';
import { readTrackedItems } from './read-tracked-items.ts';

/** The whole tracker in one answer: items, the no-answer setting and the counts. */
export async function getTracker(
  db: Executor,
  input: { userId: string; now: Date },
): Promise<TrackerResponse> {
  const [items, settings] = await Promise.all([
    readTrackedItems(db, input),
    getTrackerSettings(db, input),
  ]);
  return { items, settings, counts: countTrackerItems(items, dayOf(input.now)) };
}
