import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSessionCookie } from './read-session-cookie.ts';

const secret = 'a-test-secret-of-at-least-32-characters!!';
const sign = (token: string, key = secret) =>
  encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`);

describe('readSessionCookie', () => {
  const settings = { secret, secureCookies: false };

  it('returns the token of a correctly signed cookie among others', () => {
    const header = `theme=dark; hireloop.session_token=${sign('abc123')}; other=1`;
    expect(readSessionCookie(header, settings)).toBe('abc123');
  });

  it('refuses a cookie signed with another secret, a tampered token or no signature', () => {
    expect(
      readSessionCookie(`hireloop.session_token=${sign('abc', 'x'.repeat(40))}`, settings),
    ).toBeNull();
    const tampered = sign('abc123').replace('abc123', 'abc124');
    expect(readSessionCookie(`hireloop.session_token=${tampered}`, settings)).toBeNull();
    expect(readSessionCookie('hireloop.session_token=abc123', settings)).toBeNull();
    expect(readSessionCookie('hireloop.session_token=%E0%A4%A', settings)).toBeNull();
    expect(readSessionCookie(undefined, settings)).toBeNull();
  });

  it('reads only the __Secure- cookie when cookies are secure', () => {
    const cookie = sign('abc123');
    expect(
      readSessionCookie(`hireloop.session_token=${cookie}`, { secret, secureCookies: true }),
    ).toBeNull();
    expect(
      readSessionCookie(`__Secure-hireloop.session_token=${cookie}`, {
        secret,
        secureCookies: true,
      }),
    ).toBe('abc123');
  });
});
