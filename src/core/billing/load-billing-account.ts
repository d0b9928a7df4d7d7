import type { Executor } from '../../db/client.ts';
import { eq } from '../../db/orm.ts';
import { users } from '../../db/schema/index.ts';

/** The billing columns of one account (written only by core/billing), or null if it is gone. */
export async function loadBillingAccount(db: Executor, input: { userId: string }) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      profileComplete: users.profileComplete,
      customerId: users.stripeCustomerId,
      subscriptionId: users.stripeSubscriptionId,
      subscriptionStatus: users.subscriptionStatus,
      planLevel: users.planLevel,
      currentPeriodEnd: users.currentPeriodEnd,
      cancelAtPeriodEnd: users.cancelAtPeriodEnd,
    })
    .from(users)
    .where(eq(users.id, input.userId));
  return row ?? null;
}

export type BillingAccount = NonNullable<Awaited<ReturnType<typeof loadBillingAccount>>>;
