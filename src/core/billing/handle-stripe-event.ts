import { z } from 'zod';
import { stripeEvents } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { linkCheckoutCustomer } from './link-checkout-customer.ts';
import { syncLockedCustomer } from './sync-locked-customer.ts';
import type { StripeEvent } from './verify-stripe-event.ts';
import { warnUnknownPrice } from './warn-unknown-price.ts';

/** The events the webhook endpoint should be subscribed to; anything else is acknowledged only. */
export const handledStripeEventTypes = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
const handled = new Set<string>(handledStripeEventTypes);

const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((object) => object.id)]);
// Subscriptions and (since API 2025-03-31) invoices both name their customer at the top level.
const withCustomer = z.object({ customer: idOf.nullish() });
const checkoutSession = z.object({
  client_reference_id: z.string().nullish(),
  customer: idOf.nullish(),
});

export type StripeEventOutcome = 'processed' | 'duplicate' | 'ignored' | 'unusable';

/**
 * One delivery, in one transaction: record the event id (a redelivery finds it and does nothing),
 * link the customer on checkout, then write Stripe's *current* subscription state, re-read from
 * Stripe rather than taken from the payload, so the order events arrive in never matters.
 *
 * The Stripe read happens inside the transaction on purpose: the account row is locked first, so
 * two events for one customer are applied one after the other, each with what Stripe says at
 * that moment. Reading first and writing later would let a slow, older read overwrite a newer
 * one. The cost is a connection held for one Stripe call (10 s timeout), for a rare event.
 *
 * An object of a shape we cannot read is 'unusable' (logged by id and type, nothing written).
 * Any error propagates: the transaction rolls back (no ledger row) and the route answers 5xx,
 * so Stripe delivers again later.
 */
export async function handleStripeEvent(
  ctx: Pick<AppContext, 'db' | 'billing' | 'log'>,
  event: StripeEvent,
): Promise<StripeEventOutcome> {
  const log = ctx.log.child({ stripeEventId: event.id, stripeEventType: event.type });
  if (!handled.has(event.type)) {
    log.info('stripe event acknowledged without action');
    return 'ignored';
  }
  const object = event.data.object;
  const isCheckout = event.type === 'checkout.session.completed';
  const parsed = isCheckout ? checkoutSession.safeParse(object) : withCustomer.safeParse(object);
  if (!parsed.success) {
    // Signed by Stripe, so a retry would bring the same shape: acknowledge it (decision 031).
    log.warn('stripe event object of an unexpected shape; acknowledged without action');
    return 'unusable';
  }
  const session = isCheckout ? (parsed.data as z.infer<typeof checkoutSession>) : null;
  const customerId = parsed.data.customer ?? null;

  return ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, created: new Date(event.created * 1000) })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (recorded.length === 0) return 'duplicate';

    if (session) {
      await linkCheckoutCustomer(tx, log, {
        eventId: event.id,
        userId: session.client_reference_id ?? null,
        customerId,
      });
    }
    if (!customerId) {
      log.warn('stripe event names no customer; nothing to sync');
      return 'processed';
    }
    const { provider, catalog } = ctx.billing;
    const synced = await syncLockedCustomer(tx, { provider, catalog, customerId });
    if (!synced) log.info({ customerId }, 'stripe event for a customer no account is linked to');
    if (synced?.unknownPriceId) warnUnknownPrice(log, synced.unknownPriceId);
    return 'processed';
  });
}
