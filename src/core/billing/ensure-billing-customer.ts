import { eq } from '../../db/orm.ts';
import { users } from '../../db/schema/index.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';

/**
 * The account's payment-provider customer, created on first use. Two first checkouts at once
 * (a double click, two tabs) must not create two customers: the account row is locked while the
 * customer is created, so the second request waits and then finds the first one's customer.
 * The lock is held during one provider call, once per account, which is why it is acceptable.
 */
export async function ensureBillingCustomer(
  ctx: Pick<AppContext, 'db' | 'billing'>,
  input: { userId: string; email: string },
): Promise<string> {
  const [known] = await ctx.db
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!known) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  if (known.customerId) return known.customerId;
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ customerId: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (locked?.customerId) return locked.customerId;
    const customerId = await ctx.billing.provider.createCustomer(input);
    await tx
      .update(users)
      .set({ stripeCustomerId: customerId, updatedAt: new Date() })
      .where(eq(users.id, input.userId));
    return customerId;
  });
}
