import type { Database } from '../../../db/client.ts';
import { followedSources } from '../../../db/schema/index.ts';
import { AppError } from '../../app-error.ts';
import { followedSourceSpecSchema } from './followed-source-key.ts';
import type { FollowedSourceRow } from './list-followed-sources.ts';

/** Follows "kind:key" (e.g. greenhouse:acme). Bad specs and duplicates are field errors on `source`. */
export async function addFollowedSource(
  db: Database,
  input: { source: string; label?: string | undefined; industry?: string | undefined },
): Promise<FollowedSourceRow> {
  const parsed = followedSourceSpecSchema.safeParse(input.source);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => issue.message);
    throw new AppError('VALIDATION_FAILED', 'That source cannot be followed.', { fieldErrors: { source: messages } });
  }
  const [row] = await db
    .insert(followedSources)
    .values({ ...parsed.data, label: input.label ?? null, industry: input.industry ?? null })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new AppError('VALIDATION_FAILED', 'That source is already followed.', {
      fieldErrors: { source: ['is already followed'] },
    });
  }
  return row;
}
