import type { Logger } from 'pino';
import type { Transaction } from '../../db/client.ts';
import { and, eq, ne } from '../../db/orm.ts';
import { users } from '../../db/schema/index.ts';

/**
 * `checkout.session.completed` is the only event that names our user (`client_reference_id`);
 * later events carry only the customer id, so the link is stored here. The account gets the
 * customer when it has none or already has this one. Anything else (no or unknown reference, an
 * account tied to another customer, a customer already tied to another account) is logged and
 * changes nothing: retrying would not make it right, and Stripe keeps the payment record.
 */
export async function linkCheckoutCustomer(
  tx: Transaction,
  log: Logger,
  input: { eventId: string; userId: string | null; customerId: string | null },
): Promise<void> {
  const context = { eventId: input.eventId, userId: input.userId, customerId: input.customerId };
  if (!input.userId || !input.customerId) {
    log.warn(context, 'stripe checkout completed without client_reference_id or customer');
    return;
  }
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.stripeCustomerId, input.customerId), ne(users.id, input.userId)));
  if (owner) {
    log.warn(
      { ...context, ownerId: owner.id },
      'stripe customer already belongs to another account',
    );
    return;
  }
  // Locked so a concurrent link or sync for this account waits for this transaction.
  const [account] = await tx
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, input.userId))
    .for('update');
  if (!account) {
    log.warn(context, 'stripe checkout completed for an unknown client_reference_id');
    return;
  }
  if (account.customerId && account.customerId !== input.customerId) {
    log.warn(
      { ...context, accountCustomerId: account.customerId },
      'stripe checkout completed with a customer other than the account has',
    );
    return;
  }
  if (!account.customerId) {
    await tx
      .update(users)
      .set({ stripeCustomerId: input.customerId, updatedAt: new Date() })
      .where(eq(users.id, input.userId));
  }
}
