import type { Executor } from '../../db/client.ts';
import { and, eq } from '../../db/orm.ts';
import { trackedApplications } from '../../db/schema/index.ts';
import { AppError } from '../app-error.ts';

/** The user's tracked item row; another user's answers exactly as a missing one. */
export async function loadOwnTrackedItem(db: Executor, input: { userId: string; itemId: string }) {
  const [row] = await db
    .select()
    .from(trackedApplications)
    .where(
      and(eq(trackedApplications.id, input.itemId), eq(trackedApplications.userId, input.userId)),
    );
  if (!row) throw new AppError('NOT_FOUND', 'That tracked application does not exist.');
  return row;
}
