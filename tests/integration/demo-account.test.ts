import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, seedDemoAccount } from '../../src/core/accounts/seed-demo-account.ts';
import {
  eeoAnswers,
  jobPreferences,
  matchRuns,
  testSubscriptions,
  users,
} from '../../src/db/schema/index.ts';
import { appOverviewSchema } from '../../src/shared/schemas/app-overview.ts';
import { preferencesResponseSchema } from '../../src/shared/schemas/preferences.ts';
import { profileResponseSchema } from '../../src/shared/schemas/profile.ts';
import { cookieHeader, signUpUser } from '../helpers/accounts.ts';
import { currentUser, getAs, postAs, type SignedInUser } from '../helpers/billing.ts';
import { createStripeTestApp } from '../helpers/stripe-test-app.ts';
import { snapshotTables } from '../helpers/table-snapshot.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signInAs(app: TestApp, email: string, password: string): Promise<SignedInUser> {
  const response = await postAs(app.app, undefined, '/api/auth/sign-in', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return {
    cookie: cookieHeader(response.headers['set-cookie']),
    userId: response.json().user.id,
    email,
  };
}

describe('the demo account (DEMO_DATA)', () => {
  it('is subscribed to Pro in test mode, with a finished nurse profile and preferences', async () => {
    expect(await seedDemoAccount(t.ctx)).toEqual({
      created: true,
      subscribed: true,
      profiled: true,
      preferred: true,
    });
    const demo = await signInAs(t, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(await currentUser(t.app, demo)).toMatchObject({
      subscriptionStatus: 'active',
      planLevel: 'pro',
      entitled: true,
    });
    // Paid on the built-in test checkout: one active test subscription, written by its sync.
    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, demo.userId));
    const subscriptions = await t.ctx.db
      .select()
      .from(testSubscriptions)
      .where(eq(testSubscriptions.customerId, account?.stripeCustomerId ?? ''));
    expect(subscriptions).toMatchObject([{ status: 'active', priceId: 'price_test_pro' }]);

    const overview = await getAs(t.app, demo, '/api/app/overview');
    expect(overview.statusCode).toBe(200);
    expect(appOverviewSchema.parse(overview.json())).toMatchObject({
      planLevel: 'pro',
      profileComplete: true,
    });

    const profile = profileResponseSchema.parse(
      (await getAs(t.app, demo, '/api/app/profile')).json(),
    );
    expect(profile.profile).toMatchObject({ fullName: 'Dana Whitfield', profileComplete: true });
    expect(profile.profile?.phone).not.toBe('');
    expect(profile.profile?.education.map((entry) => entry.degree)).toContain(
      'Bachelor of Science in Nursing (BSN)',
    );
    const work = profile.profile?.workExperience ?? [];
    expect(work).toHaveLength(3);
    expect(work.every((entry) => entry.startDate && entry.description)).toBe(true);
    expect(work[0]?.formattedTitle).toContain('Registered Nurse');
    expect(profile.profile?.skills).toContain('IV therapy');
    // No demographic answers are made up for anyone.
    expect(
      await t.ctx.db.select().from(eeoAnswers).where(eq(eeoAnswers.userId, demo.userId)),
    ).toEqual([]);

    const saved = preferencesResponseSchema.parse(
      (await getAs(t.app, demo, '/api/app/preferences')).json(),
    );
    expect(saved.preferences).toMatchObject({
      jobTitle: '29-1141',
      location: 'Los Angeles, CA',
      salaryRange: '100000-150000',
      willingToRelocate: false,
    });
    expect(saved.preferences?.certifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'BLS', organization: 'American Heart Association' }),
        expect.objectContaining({ name: 'RN License' }),
      ]),
    );
    // Saving the preferences queued the first matching run, as the wizard's save does.
    const runs = await t.ctx.db.select().from(matchRuns).where(eq(matchRuns.userId, demo.userId));
    expect(runs).toMatchObject([{ trigger: 'preferences' }]);
    expect((await getAs(t.app, demo, '/api/app/matches')).statusCode).toBe(200);
  });

  it('changes nothing when seeded again (a restart)', async () => {
    const before = await snapshotTables(t.ctx.db);
    expect(await seedDemoAccount(t.ctx)).toEqual({
      created: false,
      subscribed: false,
      profiled: false,
      preferred: false,
    });
    expect(await snapshotTables(t.ctx.db)).toEqual(before);
  });
});

describe('a demo account whose test subscription lapsed (they are not renewed)', () => {
  it('is subscribed again at the next start', async () => {
    const other = await createTestApp();
    try {
      await seedDemoAccount(other.ctx);
      const [demo] = await other.ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_ACCOUNT.email));
      const lapsedEnd = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
      await other.ctx.db.update(testSubscriptions).set({ currentPeriodEnd: lapsedEnd });
      await other.ctx.db.update(users).set({ currentPeriodEnd: lapsedEnd });
      expect(await seedDemoAccount(other.ctx)).toMatchObject({ subscribed: true });
      const [account] = await other.ctx.db
        .select({ end: users.currentPeriodEnd, plan: users.planLevel })
        .from(users)
        .where(eq(users.id, demo?.id ?? ''));
      expect(account?.plan).toBe('pro');
      expect(account?.end?.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await other.close();
    }
  });
});

describe('a demo account from an earlier version', () => {
  it('gets what it lacks and keeps what it has', async () => {
    const other = await createTestApp();
    try {
      // Before this version the seed made a bare account: no plan, no profile, no preferences.
      const bare = await signUpUser(other.app, DEMO_ACCOUNT.email);
      expect(await seedDemoAccount(other.ctx)).toEqual({
        created: false,
        subscribed: true,
        profiled: true,
        preferred: true,
      });
      expect(await currentUser(other.app, { ...bare, email: DEMO_ACCOUNT.email })).toMatchObject({
        entitled: true,
        planLevel: 'pro',
      });
      const [prefs] = await other.ctx.db
        .select()
        .from(jobPreferences)
        .where(eq(jobPreferences.userId, bare.userId));
      expect(prefs?.preferences.jobTitle).toBe('29-1141');
    } finally {
      await other.close();
    }
  });
});

describe('the demo account with Stripe configured', () => {
  it('gets its profile and preferences but no faked payment', async () => {
    const stripe = await createStripeTestApp();
    try {
      expect(await seedDemoAccount(stripe.ctx)).toMatchObject({ created: true, subscribed: false });
      const demo = await signInAs(stripe, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
      expect(await currentUser(stripe.app, demo)).toMatchObject({ entitled: false });
      expect((await getAs(stripe.app, demo, '/api/app/overview')).statusCode).toBe(402);
      const [account] = await stripe.ctx.db.select().from(users).where(eq(users.id, demo.userId));
      expect(account).toMatchObject({ profileComplete: true, stripeCustomerId: null });
      expect(stripe.logLines.some((line) => line.includes('demo account left unpaid'))).toBe(true);
    } finally {
      await stripe.close();
    }
  });
});
