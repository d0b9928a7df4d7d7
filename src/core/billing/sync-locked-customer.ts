import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { users } from '../../db/schema/index.ts';
import type { BillingProvider } from './billing-provider.ts';
import type { PriceCatalog } from './price-catalog.ts';
import { syncCustomerSubscription } from './sync-customer-subscription.ts';

const billingColumns = {
  subscriptionStatus: users.subscriptionStatus,
  planLevel: users.planLevel,
  stripeSubscriptionId: users.stripeSubscriptionId,
  stripePriceId: users.stripePriceId,
  currentPeriodEnd: users.currentPeriodEnd,
  cancelAtPeriodEnd: users.cancelAtPeriodEnd,
};
type BillingColumns = { [K in keyof typeof billingColumns]: unknown };

/** Field names whose stored value the sync replaced. */
function changedFields(before: BillingColumns, after: BillingColumns): string[] {
  const same = (a: unknown, b: unknown) =>
    a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
  return Object.keys(billingColumns).filter(
    (key) => !same(before[key as keyof BillingColumns], after[key as keyof BillingColumns]),
  );
}

/**
 * Locks the account of `customerId`, then syncs it from the provider. The lock is taken before
 * the provider is read, so a webhook and the nightly reconciliation (or two webhooks) for one
 * customer apply one after the other, each with the provider's state at that moment; otherwise
 * an older read could be written after a newer one. Returns null when no account has the
 * customer, else the fields that changed. Called with the plain database (no transaction) the
 * lock lasts only for its own statement: that is how the test mode calls it (see
 * reconcile-subscriptions.ts).
 */
export async function syncLockedCustomer(
  tx: Executor,
  input: { provider: BillingProvider; catalog: PriceCatalog; customerId: string },
): Promise<{ userId: string; changed: string[]; unknownPriceId: string | null } | null> {
  const read = () =>
    tx
      .select({ id: users.id, ...billingColumns })
      .from(users)
      .where(eq(users.stripeCustomerId, input.customerId));
  const [before] = await read().for('update');
  if (!before) return null;
  const synced = await syncCustomerSubscription(tx, input);
  const [after] = await read();
  return {
    userId: before.id,
    changed: after ? changedFields(before, after) : [],
    unknownPriceId: synced?.unknownPriceId ?? null,
  };
}
