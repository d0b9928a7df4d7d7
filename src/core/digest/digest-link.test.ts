import { describe, expect, it } from 'vitest';
import { LINK_LIFETIME_MS, signDigestLink, verifyDigestLink } from './digest-link.ts';

const secret = 'a-secret-that-is-long-enough-for-the-app-config';
const now = new Date('2026-03-02T14:00:00Z');

describe('digest links', () => {
  it('verifies its own token and gives back who, what and which match', () => {
    const token = signDigestLink(secret, { userId: 'u1', matchId: 42, action: 'like', now });
    const verified = verifyDigestLink(secret, token, now);
    expect(verified.ok && verified.link).toMatchObject({
      userId: 'u1',
      matchId: 42,
      action: 'like',
    });
  });

  it('gives each token its own id, so one use does not spend another link', () => {
    const a = verifyDigestLink(
      secret,
      signDigestLink(secret, { userId: 'u1', matchId: 1, action: 'like', now }),
      now,
    );
    const b = verifyDigestLink(
      secret,
      signDigestLink(secret, { userId: 'u1', matchId: 1, action: 'like', now }),
      now,
    );
    expect(a.ok && b.ok && a.link.id !== b.link.id).toBe(true);
  });

  it('refuses a token whose payload or signature was changed, or signed with another secret', () => {
    const token = signDigestLink(secret, { userId: 'u1', matchId: 42, action: 'like', now });
    const [body = '', signature = ''] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, userId: 'u2' })).toString('base64url');
    expect(verifyDigestLink(secret, `${forged}.${signature}`, now)).toEqual({
      ok: false,
      why: 'invalid',
    });
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyDigestLink(secret, `${body}.${flipped}`, now)).toEqual({
      ok: false,
      why: 'invalid',
    });
    expect(verifyDigestLink(`${secret}x`, token, now)).toEqual({ ok: false, why: 'invalid' });
    for (const bad of ['', '.', 'abc', `${token}.x`, `${body}.`])
      expect(verifyDigestLink(secret, bad, now).ok).toBe(false);
  });

  it('expires a like after 7 days, an unsubscribe later', () => {
    const like = signDigestLink(secret, { userId: 'u1', matchId: 1, action: 'like', now });
    const justBefore = new Date(now.getTime() + LINK_LIFETIME_MS.like - 1);
    const at = new Date(now.getTime() + LINK_LIFETIME_MS.like);
    expect(verifyDigestLink(secret, like, justBefore).ok).toBe(true);
    expect(verifyDigestLink(secret, like, at)).toEqual({ ok: false, why: 'expired' });
    const unsubscribe = signDigestLink(secret, { userId: 'u1', action: 'unsubscribe', now });
    expect(verifyDigestLink(secret, unsubscribe, at).ok).toBe(true);
  });
});
