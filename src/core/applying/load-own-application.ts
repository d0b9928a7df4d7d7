import type { Executor } from '../../db/client.ts';
import { and, eq } from '../../db/orm.ts';
import { applications } from '../../db/schema/index.ts';
import { AppError } from '../app-error.ts';

/** The user's application; another user's answers exactly as a missing one, so ids cannot be probed. */
export async function loadOwnApplication(
  db: Executor,
  input: { userId: string; applicationId: string },
) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, input.applicationId), eq(applications.userId, input.userId)));
  if (!row) throw new AppError('NOT_FOUND', 'That application does not exist.');
  return row;
}
