import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { jobs } from '../../db/schema/index.ts';
import { applyUrlKey } from '../catalogue/normalize-keys.ts';

/**
 * The catalogue job a pasted link points to, by its apply URL key (the key deduplication uses),
 * so tracking parameters and case do not hide a known job; null without a link or a match.
 */
export async function findJobByLink(db: Executor, link: string | undefined) {
  if (!link) return null;
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.applyUrlKey, applyUrlKey(link)))
    .limit(1);
  return job?.id ?? null;
}
