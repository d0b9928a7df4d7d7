import { eq } from '../../db/orm.ts';
import { users } from '../../db/schema/index.ts';
import { planById } from '../../shared/plans.ts';
import type { TestCheckoutSession } from '../../shared/schemas/billing.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { findOwnTestCheckout } from './find-own-test-checkout.ts';
import { planForPrice } from './price-catalog.ts';

export const TEST_MODE_LABEL = 'Test mode: no real payment is taken and no card is charged.';

/** What the built-in test checkout page shows: the plan, its price, and that it is a test. */
export async function getTestCheckout(
  ctx: AppContext,
  input: { sessionId: string; userId: string },
): Promise<TestCheckoutSession> {
  const session = await findOwnTestCheckout(ctx, input);
  const planId = planForPrice(ctx.billing.catalog, session.priceId);
  if (!planId) throw new AppError('NOT_FOUND', 'This test checkout was not found.');
  const plan = planById(planId);
  const [owner] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, session.userId));
  return {
    id: session.id,
    planId,
    planName: plan.name,
    priceMonthlyUsd: plan.priceMonthlyUsd,
    status: session.status,
    email: owner?.email ?? '',
    modeLabel: TEST_MODE_LABEL,
  };
}
