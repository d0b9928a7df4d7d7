import { describe, expect, it } from 'vitest';
import { toBetterAuthHeaders, toBrowserSetCookies } from './cookies.ts';

describe('the session cookie under the __Host- prefix', () => {
  it('renames only Better Auth cookies that meet every __Host- rule', () => {
    const session =
      '__Secure-hireloop.session_token=abc.sig; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Lax';
    const scoped = '__Secure-hireloop.google_flow=x; Path=/api/auth/google; HttpOnly; Secure';
    const withDomain = '__Secure-hireloop.other=x; Path=/; Domain=example.com; Secure';
    const plain = 'hireloop.session_token=abc.sig; Path=/; HttpOnly; SameSite=Lax';
    expect(toBrowserSetCookies([session, scoped, withDomain, plain])).toEqual([
      session.replace('__Secure-', '__Host-'),
      scoped,
      withDomain,
      plain,
    ]);
  });

  it('hands Better Auth the __Host- cookie under its own name and drops a planted __Secure- one', () => {
    const headers = new Headers({
      cookie:
        '__Secure-hireloop.session_token=planted; theme=dark; __Host-hireloop.session_token=real',
      'user-agent': 'test',
    });
    const seen = toBetterAuthHeaders(headers);
    expect(seen.get('cookie')).toBe('theme=dark; __Secure-hireloop.session_token=real');
    expect(seen.get('user-agent')).toBe('test');
    expect(headers.get('cookie')).toContain('planted');
  });

  it('leaves headers without cookies alone', () => {
    const headers = new Headers({ 'user-agent': 'test' });
    expect(toBetterAuthHeaders(headers)).toBe(headers);
    expect(
      toBetterAuthHeaders(new Headers({ cookie: '__Secure-hireloop.x=1' })).has('cookie'),
    ).toBe(false);
  });
});
