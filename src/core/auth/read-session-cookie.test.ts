import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSessionCookie } from './read-session-cookie.ts';

const secret = 'a-test-secret-of-at-least-32-characters!!';
const sign = (token: string, key = secret) =>
  encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`);

describe('readSessionCookie', () => {
  const settings = { secret, secureCookies: false };

  it('returns the token of a correctly signed cookie among others', async () => {
    const header = `theme=dark; hireloop.session_token=${sign('abc123')}; other=1`;
    expect(await readSessionCookie(header, settings)).toBe('abc123');
  });

  it('refuses a cookie signed with another secret, a tampered token or no signature', async () => {
    expect(
      await readSessionCookie(`hireloop.session_token=${sign('abc', 'x'.repeat(40))}`, settings),
    ).toBeNull();
    const tampered = sign('abc123').replace('abc123', 'abc124');
    expect(await readSessionCookie(`hireloop.session_token=${tampered}`, settings)).toBeNull();
    expect(await readSessionCookie('hireloop.session_token=abc123', settings)).toBeNull();
    expect(await readSessionCookie('hireloop.session_token=%E0%A4%A', settings)).toBeNull();
    expect(await readSessionCookie(undefined, settings)).toBeNull();
  });

  it('refuses a value it verified before once the secret has changed', async () => {
    const header = `hireloop.session_token=${sign('seen-before')}`;
    expect(await readSessionCookie(header, settings)).toBe('seen-before');
    expect(await readSessionCookie(header, settings)).toBe('seen-before');
    const rotated = { secret: `${secret}-rotated`, secureCookies: false };
    expect(await readSessionCookie(header, rotated)).toBeNull();
  });

  it('reads only the __Host- cookie when cookies are secure', async () => {
    const cookie = sign('abc123');
    expect(
      await readSessionCookie(`hireloop.session_token=${cookie}`, { secret, secureCookies: true }),
    ).toBeNull();
    expect(
      await readSessionCookie(`__Secure-hireloop.session_token=${cookie}`, {
        secret,
        secureCookies: true,
      }),
    ).toBeNull();
    expect(
      await readSessionCookie(`__Host-hireloop.session_token=${cookie}`, {
        secret,
        secureCookies: true,
      }),
    ).toBe('abc123');
  });
});
