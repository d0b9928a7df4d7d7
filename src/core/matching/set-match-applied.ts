import type { Database } from '../../db/client.ts';
import { and, eq } from '../../db/orm.ts';
import { matches } from '../../db/schema/index.ts';
import {
  type AppliedInput,
  type AppliedResult,
  appliedInputSchema,
  type MatchState,
} from '../../shared/schemas/matches.ts';
import { AppError } from '../app-error.ts';
import { latestFeedback } from './latest-feedback.ts';

/**
 * Marks one of the user's matches applied, or takes that back. 'applied' is a state of the
 * match, the same one the later applications feature will set when it applies for the user:
 * such a match is never offered as new again (every offered job is), leaves today's list for
 * the Applied one, and keeps taking likes and dislikes without losing its state. Undo puts back
 * what the latest feedback says ('liked', 'disliked'), else 'shown'.
 * Another user's match, or a job never matched, is NOT_FOUND: nothing tells them apart.
 */
export async function setMatchApplied(
  db: Database,
  input: { userId: string; jobId: string } & AppliedInput,
): Promise<AppliedResult> {
  const { applied } = appliedInputSchema.parse({ applied: input.applied });
  const owned = and(eq(matches.userId, input.userId), eq(matches.jobId, input.jobId));
  const [match] = await db.select({ state: matches.state }).from(matches).where(owned);
  if (!match) throw new AppError('NOT_FOUND', 'That job is not among your matches.');
  let state: MatchState = match.state;
  if (applied) {
    state = 'applied';
  } else if (match.state === 'applied') {
    const feedback = (
      await latestFeedback(db, { userId: input.userId, jobIds: [input.jobId] })
    ).get(input.jobId);
    state = feedback === 'like' ? 'liked' : feedback === 'dislike' ? 'disliked' : 'shown';
  }
  if (state !== match.state) await db.update(matches).set({ state }).where(owned);
  return { jobId: input.jobId, state };
}
