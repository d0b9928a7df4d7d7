import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { trackedApplications } from '../../db/schema/index.ts';
import type { AddOutsideApplicationBody, TrackedItem } from '../../shared/schemas/tracker.ts';
import { AppError } from '../app-error.ts';
import { findJobByLink } from './find-job-by-link.ts';
import { getTrackedItem } from './get-tracked-item.ts';
import { loadOwnTrackedItem } from './load-own-tracked-item.ts';

/**
 * Corrects an application made elsewhere: title, company, link (none clears it) and applied day.
 * The link is looked up again. An application Hireloop or the user sent through Hireloop keeps
 * what was sent: its title, company and day come from the application and its receipt
 * (decision 069).
 */
export async function editOutsideApplication(
  db: Executor,
  input: { userId: string; itemId: string; body: AddOutsideApplicationBody },
): Promise<TrackedItem> {
  const own = await loadOwnTrackedItem(db, input);
  if (own.source !== 'elsewhere')
    throw new AppError(
      'INVALID_STATE',
      'Only applications you made elsewhere can be edited; this one is kept as it was sent.',
    );
  const { body } = input;
  await db
    .update(trackedApplications)
    .set({
      title: body.title,
      company: body.company,
      link: body.link ?? null,
      jobId: await findJobByLink(db, body.link),
      appliedOn: body.appliedOn,
    })
    .where(eq(trackedApplications.id, own.id));
  return getTrackedItem(db, input);
}
