import { forgetCachedSessions } from '../accounts/session-cache.ts';
import type { AppContext } from '../app-context.ts';
import { syncLockedCustomer } from './sync-locked-customer.ts';

/**
 * Syncs one customer's account from the provider outside a webhook (checkout verification,
 * cancel, the test checkout's payment), through the same locked sync the webhooks use, so it
 * never writes an older provider read over a newer one. The test-mode provider reads its own
 * tables outside any transaction (PGlite's single connection would wait on itself) and has no
 * webhooks to race, so it syncs without holding the row lock, as reconcile-subscriptions.ts does.
 */
export async function syncBillingCustomer(
  ctx: Pick<AppContext, 'db' | 'billing'>,
  input: { customerId: string },
): Promise<void> {
  const { provider, catalog } = ctx.billing;
  const sync = { provider, catalog, customerId: input.customerId };
  const synced =
    provider.mode === 'test'
      ? await syncLockedCustomer(ctx.db, sync)
      : await ctx.db.transaction((tx) => syncLockedCustomer(tx, sync));
  // The user's next request sees the new plan at once, not after the session cache's seconds.
  if (synced) forgetCachedSessions({ userId: synced.userId });
}
