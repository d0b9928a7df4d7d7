import Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../app-error.ts';

/** The envelope every Stripe event shares; the object inside is parsed by whoever reads it. */
export const stripeEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEvent = z.infer<typeof stripeEventSchema>;

/**
 * Checks `Stripe-Signature` over the exact bytes received (a re-serialised body would not match)
 * with the SDK's default 300 s tolerance, so a captured delivery cannot be replayed later. Any
 * failure is a 400: Stripe shows it on the dashboard, and nothing was read or written.
 */
export function verifyStripeEvent(input: {
  webhookSecret: string;
  payload: Buffer;
  signature: string | string[] | undefined;
}): StripeEvent {
  const refused = () =>
    new AppError('INVALID_TOKEN', 'The Stripe signature is missing, invalid or too old.');
  if (typeof input.signature !== 'string' || input.signature === '') throw refused();
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(input.payload, input.signature, input.webhookSecret);
  } catch {
    throw refused();
  }
  const parsed = stripeEventSchema.safeParse(event);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', 'The Stripe event has no id or type.');
  return parsed.data;
}
