import type { Database } from '../../../db/client.ts';
import { eq } from '../../../db/orm.ts';
import { followedSources } from '../../../db/schema/index.ts';
import { AppError } from '../../app-error.ts';
import type { FollowedSourceRow } from './list-followed-sources.ts';

export async function setFollowedSourceEnabled(
  db: Database,
  input: { id: number; enabled: boolean },
): Promise<FollowedSourceRow> {
  const [row] = await db
    .update(followedSources)
    .set({ enabled: input.enabled })
    .where(eq(followedSources.id, input.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No followed source has that id.');
  return row;
}
