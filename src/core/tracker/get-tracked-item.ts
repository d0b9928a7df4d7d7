import type { Executor } from '../../db/client.ts';
import type { TrackedItem } from '../../shared/schemas/tracker.ts';
import { AppError } from '../app-error.ts';
import { readTrackedItems } from './read-tracked-items.ts';

/** One of the user's items; another user's answers exactly as a missing one, so ids cannot be probed. */
export async function getTrackedItem(
  db: Executor,
  input: { userId: string; itemId: string },
): Promise<TrackedItem> {
  const [item] = await readTrackedItems(db, { ...input, now: new Date() });
  if (!item) throw new AppError('NOT_FOUND', 'That tracked application does not exist.');
  return item;
}
