import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { users } from '../../db/schema/index.ts';
import type { SubscriptionStatus } from '../../shared/schemas/user.ts';
import type {
  BillingProvider,
  ProviderSubscription,
  ProviderSubscriptionStatus,
} from './billing-provider.ts';
import { type PriceCatalog, planForPrice } from './price-catalog.ts';

const statusMap: Record<ProviderSubscriptionStatus, SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'cancelled',
  incomplete_expired: 'cancelled',
  incomplete: 'inactive',
  paused: 'inactive',
};

/** Live subscriptions first, then the newest: the one that decides what the account may do. */
function currentSubscription(
  subscriptions: ProviderSubscription[],
): ProviderSubscription | undefined {
  const rank = (subscription: ProviderSubscription) =>
    statusMap[subscription.status] === 'active'
      ? 2
      : statusMap[subscription.status] === 'past_due'
        ? 1
        : 0;
  return [...subscriptions].sort(
    (a, b) => rank(b) - rank(a) || b.created.getTime() - a.created.getTime(),
  )[0];
}

/**
 * Writes the provider's *current* state onto the account. Every billing event, the test-mode
 * checkout and the nightly reconciliation end here, so the result never depends on the order in
 * which events arrived, and running it twice changes nothing.
 */
export async function syncCustomerSubscription(
  db: Executor,
  input: { provider: BillingProvider; catalog: PriceCatalog; customerId: string },
): Promise<{
  userId: string;
  subscriptionStatus: SubscriptionStatus;
  /** The subscription's price when no plan is configured for it: the account gets no plan. */
  unknownPriceId: string | null;
} | null> {
  const subscription = currentSubscription(
    await input.provider.listCustomerSubscriptions(input.customerId),
  );
  const plan = subscription ? planForPrice(input.catalog, subscription.priceId) : null;
  const subscriptionStatus: SubscriptionStatus = subscription
    ? statusMap[subscription.status]
    : 'inactive';
  const [updated] = await db
    .update(users)
    .set({
      subscriptionStatus,
      planLevel: plan ?? 'none',
      stripeSubscriptionId: subscription?.id ?? null,
      stripePriceId: subscription?.priceId ?? null,
      currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
      updatedAt: new Date(),
    })
    .where(eq(users.stripeCustomerId, input.customerId))
    .returning({ userId: users.id });
  const unknownPriceId = subscription && !plan ? subscription.priceId : null;
  return updated ? { userId: updated.userId, subscriptionStatus, unknownPriceId } : null;
}
