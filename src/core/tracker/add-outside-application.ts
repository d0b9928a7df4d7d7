import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { trackedApplications } from '../../db/schema/index.ts';
import type { AddOutsideApplicationBody, TrackedItem } from '../../shared/schemas/tracker.ts';
import { findJobByLink } from './find-job-by-link.ts';
import { getTrackedItem } from './get-tracked-item.ts';

/**
 * "Add an application made elsewhere". A pasted link is looked up in the catalogue, so a known
 * job links to its page and occupation.
 */
export async function addOutsideApplication(
  db: Executor,
  input: { userId: string; body: AddOutsideApplicationBody },
): Promise<TrackedItem> {
  const { body } = input;
  const id = randomUUID();
  await db.insert(trackedApplications).values({
    id,
    userId: input.userId,
    jobId: await findJobByLink(db, body.link),
    source: 'elsewhere',
    title: body.title,
    company: body.company,
    link: body.link ?? null,
    appliedOn: body.appliedOn,
  });
  return getTrackedItem(db, { userId: input.userId, itemId: id });
}
