import { describe, expect, it } from 'vitest';
import {
  clearSealedCookie,
  googleFlowCookie,
  googleLinkCookie,
  readSealedCookie,
  setSealedCookie,
} from './google-cookies.ts';

const authSecret = 'a-shared-secret-that-is-long-enough-for-production';
const http = { authSecret, secureCookies: false };
const https = { authSecret, secureCookies: true };
const flow = { codeVerifier: 'verifier', state: 'state', nonce: 'nonce', intent: 'login' as const };
// What a browser sends back: the name=value pair of a Set-Cookie, among other cookies.
const sentBack = (setCookie: string) =>
  new Headers({ cookie: `theme=dark; ${setCookie.split(';')[0]}; other=1` });

describe('Google sign-in cookies', () => {
  it('on an http origin: host-only, HttpOnly, SameSite=Lax, on the narrowest path, not Secure', () => {
    const setCookie = setSealedCookie(http, googleFlowCookie, flow);
    expect(setCookie).toMatch(
      /^hireloop\.google_flow=[\w-]+; Path=\/api\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    expect(readSealedCookie(http, googleFlowCookie, sentBack(setCookie))).toEqual(flow);
  });

  it('on an https origin: Secure with the __Secure- prefix, and read only under that name', () => {
    const setCookie = setSealedCookie(https, googleFlowCookie, flow);
    expect(setCookie).toMatch(
      /^__Secure-hireloop\.google_flow=[\w-]+; Path=\/api\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(readSealedCookie(https, googleFlowCookie, sentBack(setCookie))).toEqual(flow);
    const unprefixed = setCookie.replace('__Secure-', '');
    expect(readSealedCookie(https, googleFlowCookie, sentBack(unprefixed))).toBeNull();
    expect(readSealedCookie(http, googleFlowCookie, sentBack(setCookie))).toBeNull();
  });

  it('refuses a value sealed for the other cookie, and clears with Max-Age=0', () => {
    const flowValue = setSealedCookie(http, googleFlowCookie, flow).split(';')[0]?.split('=')[1];
    const asLink = new Headers({ cookie: `hireloop.google_link=${flowValue}` });
    expect(readSealedCookie(http, googleLinkCookie, asLink)).toBeNull();
    expect(clearSealedCookie(https, googleLinkCookie)).toBe(
      '__Secure-hireloop.google_link=; Path=/api/auth/sign-in; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
