import type { Logger } from 'pino';

/**
 * A paying customer on a price no plan names gets no plan: an operator must hear of it at once,
 * or the customer is locked out in silence. The price id is not personal data.
 */
export function warnUnknownPrice(log: Pick<Logger, 'warn'>, priceId: string): void {
  log.warn(
    { priceId },
    'subscription to a price no plan is configured for; set STRIPE_PRICE_BASIC, STRIPE_PRICE_PRO or STRIPE_PRICE_ENTERPRISE to it',
  );
}
