import { createHash } from 'node:crypto';
import { and, eq } from '../../db/orm.ts';
import { digestDeliveries } from '../../db/schema/index.ts';
import type { DigestKind } from '../../shared/schemas/digest.ts';
import type { AppContext } from '../app-context.ts';
import { faultPoint } from '../faults/fault-point.ts';
import { buildDigest } from './build-digest.ts';
import { claimDigestDay } from './claim-digest-day.ts';
import { isEmptyDigest, renderDigest } from './render-digest.ts';

export type DigestOutcome = 'sent' | 'empty' | 'taken' | 'released';

/**
 * nodemailer's codes for failures before the server could have taken the message (no connection,
 * no DNS, refused login, refused sender or recipients): the claim is let go and the next tick
 * tries again. Any other failure may have come after the server took it, so it is not resent.
 */
const notHandedOver = new Set(['ECONNECTION', 'EDNS', 'EAUTH', 'EENVELOPE']);

/** One Message-ID per user and day: a receiving system that sees it twice can tell it is one. */
function digestMessageId(userId: string, day: string, origin: string) {
  const key = createHash('sha256').update(`${userId}:${day}`).digest('hex').slice(0, 32);
  return `<digest.${key}@${new URL(origin).hostname}>`;
}

/**
 * A user's digest for one local day, at most once (decision 066): claim the (user, day) row,
 * build and render, mark it `sending` (committed before the mailer is called), send, mark it
 * `sent`. A crash before `sending` leaves a claim whose lease runs out, and a later tick sends;
 * a crash after it never sends again.
 */
export async function sendDigestForUser(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'log'>,
  input: {
    userId: string;
    email: string;
    day: string;
    kinds: DigestKind[];
    now: Date;
    /** The queue job's id, the same on its retries (see claimDigestDay). */
    claimId?: string;
  },
): Promise<DigestOutcome> {
  const claim = await claimDigestDay(ctx.db, {
    userId: input.userId,
    day: input.day,
    ...(input.claimId ? { claimId: input.claimId } : {}),
  });
  if (!claim) return 'taken';
  faultPoint('digest-claimed');
  const mine = and(
    eq(digestDeliveries.userId, input.userId),
    eq(digestDeliveries.day, input.day),
    eq(digestDeliveries.claimId, claim.claimId),
    eq(digestDeliveries.status, 'claimed'),
  );
  const origin = ctx.config.appOrigin;
  const { content, coveredUntil } = await buildDigest(ctx.db, {
    userId: input.userId,
    kinds: input.kinds,
    now: input.now,
    day: input.day,
    origin,
    secret: ctx.config.authSecret,
  });
  const matchCount = content.matches.length;
  if (isEmptyDigest(content)) {
    await ctx.db.update(digestDeliveries).set({ status: 'empty', coveredUntil }).where(mine);
    return 'empty';
  }
  const rendered = await renderDigest(content);
  const marked = await ctx.db
    .update(digestDeliveries)
    .set({ status: 'sending', coveredUntil, matchCount })
    .where(mine)
    .returning({ day: digestDeliveries.day });
  // Our lease ran out while building and another worker took the day over: it sends, not us.
  if (marked.length === 0) return 'taken';
  try {
    await ctx.mailer.send({
      to: input.email,
      ...rendered,
      messageId: digestMessageId(input.userId, input.day, origin),
      headers: {
        'List-Unsubscribe': `<${content.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && notHandedOver.has(code)) {
      await ctx.db
        .update(digestDeliveries)
        .set({ status: 'claimed', leaseExpiresAt: new Date(0), coveredUntil: null })
        .where(and(eq(digestDeliveries.userId, input.userId), eq(digestDeliveries.day, input.day)));
      ctx.log.warn({ code }, 'digest not handed over; a later tick tries again');
      return 'released';
    }
    throw error;
  }
  await ctx.db
    .update(digestDeliveries)
    .set({ status: 'sent', sentAt: new Date() })
    .where(and(eq(digestDeliveries.userId, input.userId), eq(digestDeliveries.day, input.day)));
  return 'sent';
}
