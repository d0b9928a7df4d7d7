import { and, asc, gt, isNotNull } from '../../db/orm.ts';
import { users } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { syncLockedCustomer } from './sync-locked-customer.ts';
import { warnUnknownPrice } from './warn-unknown-price.ts';

export interface ReconcileSummary {
  checked: number;
  corrected: number;
  failed: number;
}

/**
 * The nightly safety net behind the webhooks (a delivery lost past Stripe's retry window, a
 * hand-edited row, a bug since fixed): every account with a payment-provider customer is synced
 * from the provider's current state, through the same locked sync as the webhook, so it is
 * idempotent and never races a delivery. Accounts are read in id order in batches, and each batch
 * is synced a few at a time, which bounds both memory and the request rate at the provider.
 * A corrected account is logged as drift (a webhook was missed or wrong: worth a look). One
 * customer failing does not stop the rest; the run then fails so the job is retried and seen.
 */
export async function reconcileSubscriptions(
  ctx: Pick<AppContext, 'db' | 'billing' | 'log'>,
  input: { batchSize?: number; concurrency?: number } = {},
): Promise<ReconcileSummary> {
  const batchSize = input.batchSize ?? 200;
  const concurrency = input.concurrency ?? 4;
  const { provider, catalog } = ctx.billing;
  const summary: ReconcileSummary = { checked: 0, corrected: 0, failed: 0 };

  const syncOne = async (customerId: string) => {
    try {
      const sync = { provider, catalog, customerId };
      // The test-mode provider keeps its subscriptions in this same database and reads them
      // outside any transaction; inside one, PGlite's single connection would wait on itself.
      // It has no webhooks to race with, so it syncs without holding the row lock.
      const result =
        provider.mode === 'test'
          ? await syncLockedCustomer(ctx.db, sync)
          : await ctx.db.transaction((tx) => syncLockedCustomer(tx, sync));
      summary.checked += 1;
      if (result?.unknownPriceId) warnUnknownPrice(ctx.log, result.unknownPriceId);
      if (result && result.changed.length > 0) {
        summary.corrected += 1;
        ctx.log.warn({ userId: result.userId, fields: result.changed }, 'billing drift corrected');
      }
    } catch (error) {
      summary.failed += 1;
      ctx.log.error({ err: error, customerId }, 'billing reconciliation failed for a customer');
    }
  };

  let after = '';
  for (;;) {
    const batch = await ctx.db
      .select({ id: users.id, customerId: users.stripeCustomerId })
      .from(users)
      .where(and(isNotNull(users.stripeCustomerId), gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(batchSize);
    for (let start = 0; start < batch.length; start += concurrency) {
      const slice = batch.slice(start, start + concurrency);
      await Promise.all(slice.map((row) => syncOne(row.customerId as string)));
    }
    if (batch.length < batchSize) break;
    after = batch.at(-1)?.id ?? after;
  }
  ctx.log.info(summary, 'billing reconciliation finished');
  if (summary.failed > 0)
    throw new Error(`billing reconciliation failed for ${summary.failed} customer(s)`);
  return summary;
}
