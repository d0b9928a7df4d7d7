import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a link in the digest may do; each token is good for its one action only. */
export const digestLinkActions = ['like', 'dislike', 'unsubscribe'] as const;
export type DigestLinkAction = (typeof digestLinkActions)[number];

/** Like and dislike links live 7 days (issue 15); unsubscribe longer, as mail is read late. */
export const LINK_LIFETIME_MS: Record<DigestLinkAction, number> = {
  like: 7 * 86_400_000,
  dislike: 7 * 86_400_000,
  unsubscribe: 60 * 86_400_000,
};

const payloadSchema = z
  .object({
    /** The link's own id: what `digest_link_uses` stores once it is used. */
    id: z.string().min(1).max(64),
    userId: z.string().min(1).max(200),
    /** The match (matches.id) for like and dislike; absent for unsubscribe. */
    matchId: z.number().int().positive().optional(),
    action: z.enum(digestLinkActions),
    /** Milliseconds since the epoch. */
    expiresAt: z.number().int(),
  })
  .strict();
export type DigestLink = z.infer<typeof payloadSchema>;

/**
 * A key of its own, derived from the app's secret, so a digest token can never pass for another
 * signed value of the app (sessions, resets) nor the other way round.
 */
const keyFor = (secret: string) =>
  createHmac('sha256', secret).update('hireloop digest links v1').digest();

const mac = (secret: string, body: string) =>
  createHmac('sha256', keyFor(secret)).update(body).digest('base64url');

/** `base64url(JSON payload).base64url(HMAC-SHA256)`: short enough for a mail line, no lookup. */
export function signDigestLink(
  secret: string,
  input: { userId: string; matchId?: number; action: DigestLinkAction; now: Date },
): string {
  const payload: DigestLink = {
    id: randomUUID(),
    userId: input.userId,
    ...(input.matchId === undefined ? {} : { matchId: input.matchId }),
    action: input.action,
    expiresAt: input.now.getTime() + LINK_LIFETIME_MS[input.action],
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export type VerifiedLink =
  | { ok: true; link: DigestLink }
  | { ok: false; why: 'invalid' | 'expired' };

/** Checks the signature first (constant time), then the shape, then the expiry. */
export function verifyDigestLink(secret: string, token: string, now: Date): VerifiedLink {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, why: 'invalid' };
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, why: 'invalid' };
  let parsed: ReturnType<typeof payloadSchema.safeParse>;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
  } catch {
    return { ok: false, why: 'invalid' };
  }
  if (!parsed.success) return { ok: false, why: 'invalid' };
  if (parsed.data.expiresAt <= now.getTime()) return { ok: false, why: 'expired' };
  return { ok: true, link: parsed.data };
}
