import { z } from 'zod';
import { planIds } from '../plans.ts';
import { planLevels, subscriptionStatuses } from './user.ts';

export const billingModes = ['stripe', 'test'] as const;
export type BillingMode = (typeof billingModes)[number];

const id = (what: string) =>
  z
    .string({ error: `Missing ${what}.` })
    .trim()
    .min(1, `Missing ${what}.`)
    .max(255, `That ${what} is too long.`);

/** Price and user ids are plain tokens (Stripe's `price_…`, our UUIDs); nothing else is let in. */
const token = (what: string) => id(what).regex(/^[A-Za-z0-9_-]+$/, `That is not a valid ${what}.`);

/** Where checkout sends the browser back to; the server also insists it is one of our pages. */
const returnUrl = z
  .string({ error: 'Missing return address.' })
  .trim()
  .min(1, 'Missing return address.')
  .max(2048, 'That address is too long.')
  .pipe(z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// address.' }));

/** Spec §7 call 1, field names as the spec's client sends them. */
export const createCheckoutSessionInputSchema = z.object({
  priceId: token('plan price'),
  userId: token('user id'),
  userEmail: z
    .string({ error: 'Missing e-mail address.' })
    .trim()
    .min(1, 'Missing e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email({ error: 'That is not a valid e-mail address.' })),
  success_url: returnUrl,
  cancel_url: returnUrl,
});
export type CreateCheckoutSessionInput = z.infer<typeof createCheckoutSessionInputSchema>;

/** `url` opens the provider's checkout (or the built-in test checkout page). */
export const checkoutSessionResponseSchema = z.object({ url: z.string(), id: z.string() });
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

/** Spec §7 call 2. */
export const verifySubscriptionInputSchema = z.object({
  sessionId: id('checkout session id'),
  userId: id('user id'),
});
export type VerifySubscriptionInput = z.infer<typeof verifySubscriptionInputSchema>;

export const verifySubscriptionResponseSchema = z.object({ verified: z.boolean() });

export const planWithPriceSchema = z.object({
  id: z.enum(planIds),
  name: z.string(),
  priceMonthlyUsd: z.number(),
  dailyApplicationQuota: z.number(),
  /** Each line, and whether what it describes is still to come (shared/capabilities.ts). */
  features: z.array(z.object({ text: z.string(), comingSoon: z.boolean() })),
  highlighted: z.boolean(),
  /** What `priceId` in POST /api/create-checkout-session must be for this plan. */
  priceId: z.string(),
});
export type PlanWithPrice = z.infer<typeof planWithPriceSchema>;

/** `mode: 'test'` means no real payment is taken: the client labels checkout accordingly. */
export const plansResponseSchema = z.object({
  mode: z.enum(billingModes),
  plans: z.array(planWithPriceSchema),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** What the account page shows and may offer. */
export const subscriptionSummarySchema = z.object({
  mode: z.enum(billingModes),
  planLevel: z.enum(planLevels),
  planName: z.string().nullable(),
  priceMonthlyUsd: z.number().nullable(),
  subscriptionStatus: z.enum(subscriptionStatuses),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  entitled: z.boolean(),
  /** The user has a billing customer, so POST /api/billing/portal works. */
  canManageBilling: z.boolean(),
  /** A live subscription not yet set to end, so POST /api/billing/cancel works. */
  canCancel: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const portalSessionResponseSchema = z.object({ url: z.string() });

export const testCheckoutParamsSchema = z.object({ id: id('checkout session id') });

/** The built-in test checkout page (test mode only). */
export const testCheckoutSessionSchema = z.object({
  id: z.string(),
  planId: z.enum(planIds),
  planName: z.string(),
  priceMonthlyUsd: z.number(),
  status: z.enum(['open', 'complete', 'expired']),
  email: z.string(),
  /** Shown on the page so nobody mistakes it for a real payment. */
  modeLabel: z.string(),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;

export const TEST_CARD_SUCCESS = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';

export const testCheckoutPayInputSchema = z.object({
  cardNumber: z
    .string({ error: 'Enter a card number.' })
    .trim()
    .min(1, 'Enter a card number.')
    .max(40, 'That card number is too long.'),
});
export type TestCheckoutPayInput = z.infer<typeof testCheckoutPayInputSchema>;

/** Where the browser goes next: the checkout's success or cancel address. */
export const testCheckoutRedirectSchema = z.object({ redirectUrl: z.string() });
