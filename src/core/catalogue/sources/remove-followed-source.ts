import type { Database } from '../../../db/client.ts';
import { eq } from '../../../db/orm.ts';
import { followedSources } from '../../../db/schema/index.ts';
import { AppError } from '../../app-error.ts';

/** Stops following; the jobs it brought stay until a run finds them gone from every source. */
export async function removeFollowedSource(db: Database, input: { id: number }): Promise<void> {
  const removed = await db
    .delete(followedSources)
    .where(eq(followedSources.id, input.id))
    .returning({ id: followedSources.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', 'No followed source has that id.');
}
