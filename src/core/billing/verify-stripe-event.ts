import Stripe from 'stripe';
import { z } from 'zod';
import { cleanStrings } from '../../shared/safe-text.ts';
import { AppError } from '../app-error.ts';

/** 9999-12-31T23:59:59Z: later `created` seconds are no date PostgreSQL or JavaScript keeps. */
const LAST_SECOND = 253_402_300_799;

/** The envelope every Stripe event shares; the object inside is parsed by whoever reads it. */
export const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().min(0).max(LAST_SECOND),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEvent = z.infer<typeof stripeEventSchema>;

/** A signed event is either one we can read, or one we acknowledge and log by id and type. */
export type VerifiedStripeEvent =
  | { usable: true; event: StripeEvent }
  | { usable: false; id: string | null; type: string | null };

const labelOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 255) : null);

/**
 * Checks `Stripe-Signature` over the exact bytes received (a re-serialised body would not match)
 * with the SDK's default 300 s tolerance, so a captured delivery cannot be replayed later. Any
 * signature failure is a 400: Stripe shows it on the dashboard, and nothing was read or written.
 *
 * A correctly signed event is Stripe's word, so its strings are cleaned (control characters and
 * lone surrogates dropped) rather than refused, and an envelope we cannot read is `usable: false`
 * for the route to acknowledge: a 4xx would only make Stripe redeliver the same bytes for three
 * days (docs/decisions/031-input-boundary-and-fuzzing.md).
 */
export function verifyStripeEvent(input: {
  webhookSecret: string;
  payload: Buffer;
  signature: string | string[] | undefined;
}): VerifiedStripeEvent {
  const refused = () =>
    new AppError('INVALID_TOKEN', 'The Stripe signature is missing, invalid or too old.');
  if (typeof input.signature !== 'string' || input.signature === '') throw refused();
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(input.payload, input.signature, input.webhookSecret);
  } catch {
    throw refused();
  }
  const cleaned: unknown = cleanStrings(event);
  const parsed = stripeEventSchema.safeParse(cleaned);
  if (parsed.success) return { usable: true, event: parsed.data };
  const envelope = (cleaned && typeof cleaned === 'object' ? cleaned : {}) as Record<
    string,
    unknown
  >;
  return { usable: false, id: labelOf(envelope.id), type: labelOf(envelope.type) };
}
