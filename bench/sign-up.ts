import { randomBytes } from 'node:crypto';

/**
 * Signs up a new account over HTTP, then signs in as the browser does (sign-up itself answers
 * 202 with no session, decision 033), and returns the session cookie.
 */
export async function signUpForCookie(origin: string): Promise<string> {
  const email = `bench-${randomBytes(5).toString('hex')}@example.test`;
  const password = `bench passphrase ${randomBytes(8).toString('hex')}`;
  const post = (path: string, body: object) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signUp = await post('/api/auth/sign-up', { email, password, confirmPassword: password });
  if (signUp.status !== 202) {
    throw new Error(`sign-up on ${origin} failed: ${signUp.status} ${await signUp.text()}`);
  }
  const signIn = await post('/api/auth/sign-in', { email, password });
  if (signIn.status !== 200) {
    throw new Error(`sign-in on ${origin} failed: ${signIn.status} ${await signIn.text()}`);
  }
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const me = await fetch(`${origin}/api/me`, { headers: { cookie } });
  if (me.status !== 200) throw new Error(`GET /api/me with the new session gave ${me.status}`);
  return cookie;
}
