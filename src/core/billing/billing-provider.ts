/**
 * The payment provider as our billing rules see it. Two implementations: Stripe (the official
 * SDK, when STRIPE_SECRET_KEY is set) and the built-in test mode (the embedded default). State
 * changes always go through `syncCustomerSubscription`, which re-reads the provider's current
 * subscription, so both providers drive the account through the same code.
 */

/** Stripe's subscription statuses; the test mode speaks the same vocabulary. */
export type ProviderSubscriptionStatus =
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  priceId: string | null;
  /** From the subscription item (Stripe API ≥ 2025-03-31 moved it off the subscription). */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  created: Date;
}

export interface ProviderCheckoutSession {
  id: string;
  clientReferenceId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
}

export interface BillingProvider {
  readonly mode: 'stripe' | 'test';
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  createCheckoutSession(input: {
    customerId: string;
    userId: string;
    priceId: string;
    successUrl: string;
    cancelUrl: string;
    /** Same key for a double click: the provider answers with the first session. */
    idempotencyKey: string;
  }): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  listCustomerSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  cancelSubscription(input: { subscriptionId: string; atPeriodEnd: boolean }): Promise<void>;
}
