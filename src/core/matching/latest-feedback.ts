import type { Database } from '../../db/client.ts';
import { and, desc, eq, inArray } from '../../db/orm.ts';
import { matchFeedback } from '../../db/schema/index.ts';

export type FeedbackKind = 'like' | 'dislike';

/** The user's latest like or dislike per job (jobs without one are absent). */
export async function latestFeedback(
  db: Database,
  input: { userId: string; jobIds: string[] },
): Promise<Map<string, FeedbackKind>> {
  if (input.jobIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([matchFeedback.jobId], {
      jobId: matchFeedback.jobId,
      kind: matchFeedback.kind,
    })
    .from(matchFeedback)
    .where(and(eq(matchFeedback.userId, input.userId), inArray(matchFeedback.jobId, input.jobIds)))
    .orderBy(matchFeedback.jobId, desc(matchFeedback.at), desc(matchFeedback.id));
  return new Map(rows.map((row) => [row.jobId, row.kind]));
}
