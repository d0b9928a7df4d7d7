import type { Database } from '../../db/client.ts';
import { and, desc, eq, gt, inArray, isNotNull, lte, max, or } from '../../db/orm.ts';
import { applications, digestDeliveries, jobs, matches } from '../../db/schema/index.ts';
import type { DigestKind } from '../../shared/schemas/digest.ts';
import { DAY_MS } from '../../shared/time.ts';
import { signDigestLink } from './digest-link.ts';
import { readDigestUpdates } from './read-digest-updates.ts';
import type { DigestContent } from './render-digest.ts';

/** Top five new matches per digest (issue 15). */
export const DIGEST_MATCHES = 5;
/** A first digest looks back this far, not over every match ever offered. */
const FIRST_DIGEST_LOOKBACK_MS = 7 * DAY_MS;

/** Application states that wait on the user, and what the digest asks of them. */
const needs: Record<string, string> = {
  awaiting_review: 'ready for your review',
  needs_you: 'needs an answer from you',
  failed: 'could not be sent: retry it or finish it yourself',
};

/** The end of what the last digest covered; matches after it are new to the mail. */
async function lastCovered(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(digestDeliveries.coveredUntil) })
    .from(digestDeliveries)
    .where(and(eq(digestDeliveries.userId, userId), isNotNull(digestDeliveries.coveredUntil)));
  return row?.at ?? null;
}

/**
 * What a user's digest for their local `day` says at `now`: their best matches offered since the
 * last digest and not yet answered (liked, disliked, applied), with signed like and dislike
 * links; the applications that wait on them (a failure only once, in the first digest after
 * it); status changes and the reminders due (`readDigestUpdates`).
 */
export async function buildDigest(
  db: Database,
  input: {
    userId: string;
    kinds: DigestKind[];
    now: Date;
    day: string;
    origin: string;
    secret: string;
  },
): Promise<{ content: DigestContent; coveredUntil: Date }> {
  const { userId, now, origin, secret } = input;
  const since =
    (await lastCovered(db, userId)) ?? new Date(now.getTime() - FIRST_DIGEST_LOOKBACK_MS);
  const link = (path: string, token: string) =>
    `${origin}${path}?token=${encodeURIComponent(token)}`;
  const found = input.kinds.includes('matches')
    ? await db
        .select({
          id: matches.id,
          jobId: jobs.id,
          title: jobs.title,
          company: jobs.company,
          reason: matches.reason,
        })
        .from(matches)
        .innerJoin(jobs, eq(jobs.id, matches.jobId))
        .where(
          and(
            eq(matches.userId, userId),
            inArray(matches.state, ['new', 'shown']),
            gt(matches.createdAt, since),
            lte(matches.createdAt, now),
          ),
        )
        .orderBy(desc(matches.score), desc(matches.id))
        .limit(DIGEST_MATCHES)
    : [];
  const waiting = input.kinds.includes('applications')
    ? await db
        .select({
          id: applications.id,
          state: applications.state,
          title: jobs.title,
          company: jobs.company,
        })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(
          and(
            eq(applications.userId, userId),
            or(
              inArray(applications.state, ['awaiting_review', 'needs_you']),
              and(eq(applications.state, 'failed'), gt(applications.updatedAt, since)),
            ),
          ),
        )
        .orderBy(applications.id)
    : [];
  const updates = await readDigestUpdates(db, { ...input, since });
  const signed = (action: 'like' | 'dislike', matchId: number) =>
    link('/api/digest/feedback', signDigestLink(secret, { userId, matchId, action, now }));
  return {
    coveredUntil: now,
    content: {
      matches: found.map((match) => ({
        title: match.title,
        company: match.company,
        reason: match.reason,
        jobUrl: `${origin}/main-app/jobs/${encodeURIComponent(match.jobId)}`,
        likeUrl: signed('like', match.id),
        dislikeUrl: signed('dislike', match.id),
      })),
      applications: waiting.map((application) => ({
        title: application.title,
        company: application.company,
        needs: needs[application.state] ?? 'waiting for you',
        url: `${origin}/main-app/applications/${encodeURIComponent(application.id)}`,
      })),
      ...updates,
      settingsUrl: `${origin}/main-app/settings`,
      unsubscribeUrl: link(
        '/api/digest/unsubscribe',
        signDigestLink(secret, { userId, action: 'unsubscribe', now }),
      ),
    },
  };
}
