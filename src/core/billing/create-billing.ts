import type { Database } from '../../db/client.ts';
import type { AppConfig } from '../config/load-config.ts';
import type { BillingProvider } from './billing-provider.ts';
import type { PriceCatalog } from './price-catalog.ts';
import { createTestModeProvider } from './test-mode-provider.ts';

export interface Billing {
  provider: BillingProvider;
  catalog: PriceCatalog;
}

/**
 * The Stripe SDK (two hundred modules) is loaded only in Stripe mode: the built-in test checkout
 * never needs it, and every process would pay for it at start-up (docs/performance.md).
 */
export async function createBilling(db: Database, config: AppConfig): Promise<Billing> {
  const billing = config.billing;
  const provider =
    billing.mode === 'stripe'
      ? (await import('./stripe-provider.ts')).createStripeProvider(billing)
      : createTestModeProvider(db, { appOrigin: config.appOrigin });
  return { provider, catalog: billing.prices };
}
