import type { Database } from '../../db/client.ts';
import type { AppConfig } from '../config/load-config.ts';
import type { BillingProvider } from './billing-provider.ts';
import type { PriceCatalog } from './price-catalog.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestModeProvider } from './test-mode-provider.ts';

export interface Billing {
  provider: BillingProvider;
  catalog: PriceCatalog;
}

export function createBilling(db: Database, config: AppConfig): Billing {
  const billing = config.billing;
  const provider =
    billing.mode === 'stripe'
      ? createStripeProvider(billing)
      : createTestModeProvider(db, { appOrigin: config.appOrigin });
  return { provider, catalog: billing.prices };
}
