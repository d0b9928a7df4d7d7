import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileSubscriptions } from '../../src/core/billing/reconcile-subscriptions.ts';
import { testSubscriptions, users } from '../../src/db/schema/index.ts';
import { jobRegistry } from '../../src/worker/registry.ts';
import { signUpUser } from '../helpers/accounts.ts';
import { expectedBilling, storedBilling } from '../helpers/billing-oracle.ts';
import {
  createStripeTestApp,
  type StripeTestApp,
  TEST_PRICES,
} from '../helpers/stripe-test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';

let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp({ worker: true });
});
afterAll(() => t.close());

/** A subscribed, correctly synced account (its checkout webhook delivered). */
async function syncedUser(priceId: string = TEST_PRICES.pro) {
  const user = await t.subscribedUser(priceId);
  expect((await t.deliver(user.event)).statusCode).toBe(200);
  return user;
}

const setBilling = (userId: string, values: Partial<typeof users.$inferInsert>) =>
  t.ctx.db.update(users).set(values).where(eq(users.id, userId));

const billingOf = async (userId: string) => storedBilling(await t.billingRow(userId));
const expectedOf = (customerId: string) => expectedBilling(t.fake, customerId, TEST_PRICES);

async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('reconcile-subscriptions (Stripe mode)', () => {
  it('corrects drift in the database and a missed webhook; a rerun changes nothing', async () => {
    const edited = await syncedUser();
    const missed = await syncedUser(TEST_PRICES.basic);
    const fine = await syncedUser();
    await setBilling(edited.userId, { subscriptionStatus: 'inactive', planLevel: 'none' });
    t.fake.changePrice(missed.subscriptionId, TEST_PRICES.enterprise); // event never delivered
    const fineBefore = await billingOf(fine.userId);

    const first = await reconcileSubscriptions(t.ctx);
    expect(first.failed).toBe(0);
    expect(first.corrected).toBeGreaterThanOrEqual(2);
    for (const user of [edited, missed, fine])
      expect(await billingOf(user.userId)).toEqual(expectedOf(user.customerId));
    expect(await billingOf(edited.userId)).toMatchObject({ subscriptionStatus: 'active' });
    expect(await billingOf(missed.userId)).toMatchObject({ planLevel: 'enterprise' });
    expect(await billingOf(fine.userId)).toEqual(fineBefore);
    expect(t.logLines.some((line) => line.includes('billing drift corrected'))).toBe(true);

    const everyone = await t.ctx.db.select().from(users).orderBy(users.id);
    const second = await reconcileSubscriptions(t.ctx);
    expect(second).toMatchObject({ corrected: 0, failed: 0, checked: first.checked });
    const again = await t.ctx.db.select().from(users).orderBy(users.id);
    expect(again.map(storedBilling)).toEqual(everyone.map(storedBilling));
  });

  it('covers every account when it reads in small batches with bounded concurrency', async () => {
    const drifted = await Promise.all(Array.from({ length: 5 }, () => syncedUser()));
    for (const user of drifted) await setBilling(user.userId, { subscriptionStatus: 'cancelled' });
    const linked = await t.ctx.db.$count(users, isNotNull(users.stripeCustomerId));
    const summary = await reconcileSubscriptions(t.ctx, { batchSize: 2, concurrency: 2 });
    expect(summary.checked).toBe(linked);
    for (const user of drifted)
      expect(await billingOf(user.userId)).toEqual(expectedOf(user.customerId));
  });

  it('goes on past a customer Stripe fails for, then fails the run so it is retried', async () => {
    const drifted = await Promise.all(Array.from({ length: 3 }, () => syncedUser()));
    for (const user of drifted) await setBilling(user.userId, { planLevel: 'none' });
    t.fake.failNext(500);
    await expect(reconcileSubscriptions(t.ctx, { concurrency: 1 })).rejects.toThrow(
      /failed for 1 customer/,
    );
    const corrected = await Promise.all(drifted.map((user) => billingOf(user.userId)));
    expect(corrected.filter((row) => row.planLevel === 'pro').length).toBeGreaterThanOrEqual(2);
    expect((await reconcileSubscriptions(t.ctx)).failed).toBe(0);
    for (const user of drifted) expect((await billingOf(user.userId)).planLevel).toBe('pro');
  });

  it('runs as the scheduled job through the worker', async () => {
    expect(jobRegistry['reconcile-subscriptions'].cron).toBe('30 3 * * *');
    const user = await syncedUser();
    await setBilling(user.userId, { subscriptionStatus: 'inactive' });
    await t.ctx.jobs.send('reconcile-subscriptions', {});
    await waitFor(
      'the job to correct the account',
      async () => (await billingOf(user.userId)).subscriptionStatus === 'active',
    );
  });
});

describe('reconcile-subscriptions (test mode)', () => {
  it('syncs against the built-in provider just the same', async () => {
    const testMode = await createTestApp();
    try {
      const { userId } = await signUpUser(testMode.app);
      const customerId = `cus_test_${userId}`;
      const periodEnd = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000);
      await testMode.ctx.db.insert(testSubscriptions).values({
        id: `sub_test_${userId}`,
        customerId,
        priceId: 'price_test_enterprise',
        status: 'active',
        currentPeriodEnd: periodEnd,
      });
      // Linked, but never synced: as if the sync after the test checkout had been lost.
      await testMode.ctx.db
        .update(users)
        .set({ stripeCustomerId: customerId })
        .where(eq(users.id, userId));
      const first = await reconcileSubscriptions(testMode.ctx);
      expect(first).toMatchObject({ checked: 1, corrected: 1, failed: 0 });
      const [row] = await testMode.ctx.db.select().from(users).where(eq(users.id, userId));
      expect(row).toMatchObject({
        subscriptionStatus: 'active',
        planLevel: 'enterprise',
        currentPeriodEnd: periodEnd,
      });
      expect(await reconcileSubscriptions(testMode.ctx)).toMatchObject({ corrected: 0 });
    } finally {
      await testMode.close();
    }
  });
});
