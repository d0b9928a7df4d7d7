import { randomBytes } from 'node:crypto';

/** Signs up a new account over HTTP, as the browser does, and returns its session cookie. */
export async function signUpForCookie(origin: string): Promise<string> {
  const email = `bench-${randomBytes(5).toString('hex')}@example.test`;
  const password = `bench passphrase ${randomBytes(8).toString('hex')}`;
  const response = await fetch(`${origin}/api/auth/sign-up`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, confirmPassword: password }),
  });
  if (response.status !== 201) {
    throw new Error(`sign-up on ${origin} failed: ${response.status} ${await response.text()}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const me = await fetch(`${origin}/api/me`, { headers: { cookie } });
  if (me.status !== 200) throw new Error(`GET /api/me with the new session gave ${me.status}`);
  return cookie;
}
