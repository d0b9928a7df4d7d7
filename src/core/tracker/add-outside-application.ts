import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobs, trackedApplications } from '../../db/schema/index.ts';
import type { AddOutsideApplicationBody, TrackedItem } from '../../shared/schemas/tracker.ts';
import { applyUrlKey } from '../catalogue/normalize-keys.ts';
import { getTrackedItem } from './get-tracked-item.ts';

/**
 * "Add an application made elsewhere". A pasted link is looked up in the catalogue by its apply
 * URL key (the same key deduplication uses), so a known job links to its page and occupation.
 */
export async function addOutsideApplication(
  db: Executor,
  input: { userId: string; body: AddOutsideApplicationBody },
): Promise<TrackedItem> {
  const { body } = input;
  const [job] = body.link
    ? await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(eq(jobs.applyUrlKey, applyUrlKey(body.link)))
        .limit(1)
    : [];
  const id = randomUUID();
  await db.insert(trackedApplications).values({
    id,
    userId: input.userId,
    jobId: job?.id ?? null,
    source: 'elsewhere',
    title: body.title,
    company: body.company,
    link: body.link ?? null,
    appliedOn: body.appliedOn,
  });
  return getTrackedItem(db, { userId: input.userId, itemId: id });
}
