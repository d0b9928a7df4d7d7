import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flushPendingMail } from '../../src/core/mail/deliver-in-background.ts';
import { openDatabase } from '../../src/db/client.ts';
import { rateLimits } from '../../src/db/schema/index.ts';
import { GOOD_PASSWORD, sameOrigin, signUpUser, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Every test starts with empty counters, as if the last window had passed.
beforeEach(async () => {
  await t.ctx.db.delete(rateLimits);
});

const WRONG_PASSWORD = 'not the right password';

const signIn = (email: string, password: string, ip: string, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { ...sameOrigin, ...headers },
    payload: { email, password },
    remoteAddress: ip,
  });

describe('rate limits', () => {
  function expectRateLimited(response: Awaited<ReturnType<typeof signIn>>, windowSeconds: number) {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
      ),
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  }

  it('stops an address after 10 wrong passwords for one account, while the owner elsewhere signs in at once', async () => {
    const { email, password } = await signUpUser(t.app);
    for (let attempt = 1; attempt <= 12; attempt++) {
      const response = await signIn(email, WRONG_PASSWORD, '192.0.2.66');
      expect(response.statusCode).toBe(attempt <= 10 ? 401 : 429);
    }
    // The guessing address stays stopped, even with the right password, for up to 15 minutes.
    expectRateLimited(await signIn(email, password, '192.0.2.66'), 15 * 60);
    // The owner, from another address, is not locked out by the stranger.
    const owner = await signIn(email, password, '203.0.113.9');
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('slows, for at most a minute, sign-ins to one account from many addresses', async () => {
    const { email, password } = await signUpUser(t.app);
    await t.ctx.db.delete(rateLimits); // the sign-in that came with the sign-up
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await signIn(email, WRONG_PASSWORD, `192.0.2.${attempt}`)).statusCode).toBe(401);
    }
    expectRateLimited(await signIn(email, password, '203.0.113.9'), 60);
    // A minute later (the window moved back in the table), the owner signs in.
    await t.ctx.db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - 61_000) })
      .where(eq(rateLimits.key, `sign-in:account:${email}`));
    expect((await signIn(email, password, '203.0.113.9')).statusCode).toBe(200);
  });

  it('counts per client address, and a forged X-Forwarded-For does not reset the count', async () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await signIn(uniqueEmail('guess'), WRONG_PASSWORD, '198.51.100.7', {
        'x-forwarded-for': `203.0.113.${attempt}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const forged = await signIn(uniqueEmail('guess'), WRONG_PASSWORD, '198.51.100.7', {
      'x-forwarded-for': '203.0.113.99',
    });
    expectRateLimited(forged, 15 * 60);
    expect((await signIn(uniqueEmail('guess'), WRONG_PASSWORD, '198.51.100.8')).statusCode).toBe(
      401,
    );
  });

  it('shares the counters between two app instances on one database', async () => {
    // On PostgreSQL the second instance gets its own connection pool, as a second process would.
    const ownPool =
      t.database.kind === 'postgres'
        ? await openDatabase({
            kind: 'postgres',
            url: t.database.url ?? '',
            poolSize: 2,
          })
        : undefined;
    const second = await createTestApp({ database: ownPool ?? t.database });
    try {
      const { email } = await signUpUser(t.app);
      // One address guessing at one account, half through each instance.
      const attempt = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          headers: sameOrigin,
          payload: { email, password: WRONG_PASSWORD },
          remoteAddress: '192.0.2.77',
        });
      for (let n = 1; n <= 5; n++) expect((await attempt(t.app)).statusCode).toBe(401);
      for (let n = 6; n <= 10; n++) expect((await attempt(second.app)).statusCode).toBe(401);
      expectRateLimited(await attempt(t.app), 15 * 60);
      expectRateLimited(await attempt(second.app), 15 * 60);
    } finally {
      await second.close();
      await ownPool?.close();
    }
  });

  it('limits sign-ups per e-mail address (5 an hour) and per client address (20 an hour)', async () => {
    const signUp = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: sameOrigin,
        payload: { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
        remoteAddress: ip,
      });
    const email = uniqueEmail('again');
    const statuses = [];
    for (let n = 1; n <= 5; n++) statuses.push((await signUp(email, `192.0.2.${n}`)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
    expectRateLimited(await signUp(email, '192.0.2.6'), 60 * 60);

    for (let n = 1; n <= 20; n++)
      expect((await signUp(uniqueEmail('bulk'), '198.51.100.20')).statusCode).toBe(202);
    expectRateLimited(await signUp(uniqueEmail('bulk'), '198.51.100.20'), 60 * 60);
  });

  it('limits reset requests per e-mail address and per client address, IPv6 per /64', async () => {
    const forgot = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: sameOrigin,
        payload: { email },
        remoteAddress: ip,
      });
    const { email } = await signUpUser(t.app);
    for (let n = 1; n <= 5; n++) expect((await forgot(email, `192.0.2.${n}`)).statusCode).toBe(202);
    expectRateLimited(await forgot(email, '192.0.2.6'), 60 * 60);

    // Twenty addresses of one IPv6 /64 are one client; the next /64 is another.
    for (let n = 1; n <= 20; n++)
      expect((await forgot(uniqueEmail('x'), `2001:db8:7:0::${n.toString(16)}`)).statusCode).toBe(
        202,
      );
    expectRateLimited(await forgot(uniqueEmail('x'), '2001:db8:7:0:ffff::1'), 60 * 60);
    expect((await forgot(uniqueEmail('x'), '2001:db8:7:1::1')).statusCode).toBe(202);
  });
});

describe('verification e-mail', () => {
  it('sends at most 5 new links an hour per account', async () => {
    const { cookie } = await signUpUser(t.app);
    await t.ctx.db.delete(rateLimits);
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        headers: { ...sameOrigin, cookie },
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await resend()).statusCode).toBe(202);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});

/**
 * Whether an address has an account must not show in how long an answer takes (checklist rows
 * "Login enumeration" and "Sign-up and forgot-password enumeration", decision 036). Each side
 * is timed 20 times, in pairs back to back and in alternating order; the median of the pairs'
 * ratios, so load from other processes hits both sides alike. On a loaded machine a round can
 * stray (three strayed in a row once, beside the whole suite on two cores), so up to five are
 * taken; a leak (a password hash skipped on one side) puts every round far outside the band.
 */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return ((sorted[Math.floor(middle - 0.5)] ?? 0) + (sorted[Math.ceil(middle - 0.5)] ?? 0)) / 2;
};
const withinQuarter = (ratio: number) => ratio > 1 / 1.25 && ratio < 1.25;

async function expectSameTiming(
  unknownSide: (n: number, ip: string) => Promise<unknown>,
  knownSide: (n: number, ip: string) => Promise<unknown>,
) {
  const timed = async (side: typeof unknownSide, n: number, ip: string) => {
    // The mail an account's request sends after its answer (a reset token, a notice) is not timed
    // into the next request: beside the whole suite it made every unknown-address side of a pair
    // 30–47 % slower than the account's side it followed or preceded.
    await flushPendingMail();
    const started = performance.now();
    await side(n, ip);
    return performance.now() - started;
  };
  const measureRound = async (round: number) => {
    await t.ctx.db.delete(rateLimits);
    const ratios: number[] = [];
    for (let n = 0; n < 20; n++) {
      const unknown = () => timed(unknownSide, n, `10.${round}.1.${n}`);
      const known = () => timed(knownSide, n, `10.${round}.2.${n}`);
      if (n % 2 === 0) {
        const first = await unknown();
        ratios.push(first / (await known()));
      } else {
        const first = await known();
        ratios.push((await unknown()) / first);
      }
    }
    return median(ratios);
  };
  // Warm-up (JIT, connection pool, argon2 threads) before anything counts.
  await timed(unknownSide, 0, '10.0.0.1');
  await timed(knownSide, 0, '10.0.0.2');
  const rounds: number[] = [];
  while (rounds.length < 5 && !rounds.some(withinQuarter))
    rounds.push(await measureRound(rounds.length + 1));
  const message = `median unknown / known latency ratio per round: ${rounds.map((r) => r.toFixed(2)).join(', ')}`;
  expect(rounds.some(withinQuarter), message).toBe(true);
}

/** Accounts made one after another, the sign-up limit of the test's one address reset between. */
async function manyAccounts(count: number) {
  const made: Awaited<ReturnType<typeof signUpUser>>[] = [];
  for (let n = 0; n < count; n++) {
    if (n % 10 === 0) await t.ctx.db.delete(rateLimits);
    made.push(await signUpUser(t.app));
  }
  return made;
}

// Up to five rounds of forty requests, each hashing a password on a busy machine (decision 034).
describe('timing says nothing of which addresses have accounts', { timeout: 300_000 }, () => {
  it('sign-in: takes about as long for an unknown e-mail as for a wrong password', async () => {
    const accounts = [await signUpUser(t.app), await signUpUser(t.app)];
    const refused = async (email: string, ip: string) => {
      const response = await signIn(email, WRONG_PASSWORD, ip);
      expect(response.statusCode).toBe(401);
    };
    await expectSameTiming(
      (_, ip) => refused(uniqueEmail('nobody'), ip),
      (n, ip) => refused(accounts[n % 2]?.email ?? '', ip),
    );
  });

  it('sign-up: takes about as long for a new address as for one that has an account', async () => {
    // One account per attempt: an address's own sign-up limit (5 an hour) would stop a reused one.
    const taken = await manyAccounts(21);
    const signUp = async (email: string, ip: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: sameOrigin,
        payload: { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
        remoteAddress: ip,
      });
      expect(response.statusCode, response.body).toBe(202);
    };
    await expectSameTiming(
      (_, ip) => signUp(uniqueEmail('new'), ip),
      (n, ip) => signUp(taken[n]?.email ?? '', ip),
    );
  });

  it('forgot password: takes about as long for an unknown address as for an account', async () => {
    const taken = await manyAccounts(21);
    const forgot = async (email: string, ip: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: sameOrigin,
        payload: { email },
        remoteAddress: ip,
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    };
    await expectSameTiming(
      (_, ip) => forgot(uniqueEmail('nobody'), ip),
      (n, ip) => forgot(taken[n]?.email ?? '', ip),
    );
  });
});
