import type { Database } from '../../db/client.ts';
import { and, eq } from '../../db/orm.ts';
import { digestLinkUses, matches } from '../../db/schema/index.ts';
import { recordFeedback } from '../matching/record-feedback.ts';
import { verifyDigestLink } from './digest-link.ts';

export type FeedbackLinkResult =
  | { status: 'recorded'; action: 'like' | 'dislike' }
  | { status: 'used' | 'expired' | 'invalid' };

/**
 * A like or dislike from the digest, signed out: the token is the authority (decision 066). The
 * link's id is stored first, so of two clicks at once one records and the other reads "used";
 * if recording then fails, the use is deleted again and the link still works.
 */
export async function useFeedbackLink(
  db: Database,
  input: { secret: string; token: string; now: Date },
): Promise<FeedbackLinkResult> {
  const verified = verifyDigestLink(input.secret, input.token, input.now);
  if (!verified.ok) return { status: verified.why };
  const { link } = verified;
  if ((link.action !== 'like' && link.action !== 'dislike') || link.matchId === undefined)
    return { status: 'invalid' };
  const action = link.action;
  const [match] = await db
    .select({ jobId: matches.jobId })
    .from(matches)
    .where(and(eq(matches.id, link.matchId), eq(matches.userId, link.userId)));
  if (!match) return { status: 'invalid' };
  const [used] = await db
    .insert(digestLinkUses)
    .values({ linkId: link.id, userId: link.userId, usedAt: input.now })
    .onConflictDoNothing()
    .returning({ linkId: digestLinkUses.linkId });
  if (!used) return { status: 'used' };
  try {
    await recordFeedback(db, {
      userId: link.userId,
      jobId: match.jobId,
      // A dislike from the mail carries no reason; the app asks for one only in its own UI.
      feedback: action === 'like' ? { kind: 'like' } : { kind: 'dislike' },
      now: input.now,
    });
  } catch (error) {
    await db.delete(digestLinkUses).where(eq(digestLinkUses.linkId, link.id));
    throw error;
  }
  return { status: 'recorded', action };
}
