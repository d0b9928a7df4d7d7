import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { trackedApplications } from '../../db/schema/index.ts';
import { loadOwnTrackedItem } from './load-own-tracked-item.ts';

/**
 * Takes an application off the tracker, with its notes and reminders (they cascade). For one
 * sent through Hireloop only the tracker's item goes: the application, its package and its
 * receipt stay under Applications as the record of what was sent for the user, and it does not
 * come back (an application joins the tracker once, when it is submitted; decision 069).
 */
export async function deleteTrackedItem(
  db: Executor,
  input: { userId: string; itemId: string },
): Promise<void> {
  const own = await loadOwnTrackedItem(db, input);
  await db.delete(trackedApplications).where(eq(trackedApplications.id, own.id));
}
