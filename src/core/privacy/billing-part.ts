import { eq } from '../../db/orm.ts';
import { testCheckoutSessions, testSubscriptions, users } from '../../db/schema/index.ts';
import type { UserDataPart } from './user-data-part.ts';

/** The subscription as stored on the account, plus the built-in test-mode checkout's records. */
export const billingPart: UserDataPart = {
  name: 'billing',
  tables: ['test_checkout_sessions', 'test_subscriptions'],
  async exportFor(ctx, userId) {
    const [subscription] = await ctx.db
      .select({
        customerId: users.stripeCustomerId,
        subscriptionId: users.stripeSubscriptionId,
        priceId: users.stripePriceId,
        currentPeriodEnd: users.currentPeriodEnd,
        cancelAtPeriodEnd: users.cancelAtPeriodEnd,
      })
      .from(users)
      .where(eq(users.id, userId));
    const checkoutSessions = await ctx.db
      .select({
        id: testCheckoutSessions.id,
        priceId: testCheckoutSessions.priceId,
        status: testCheckoutSessions.status,
        subscriptionId: testCheckoutSessions.subscriptionId,
        createdAt: testCheckoutSessions.createdAt,
      })
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.userId, userId));
    const customerId = subscription?.customerId;
    const testModeSubscriptions = customerId
      ? await ctx.db
          .select()
          .from(testSubscriptions)
          .where(eq(testSubscriptions.customerId, customerId))
      : [];
    return { subscription, checkoutSessions, testModeSubscriptions };
  },
};
