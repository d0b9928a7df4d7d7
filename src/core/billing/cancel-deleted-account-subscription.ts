import type { AppContext } from '../app-context.ts';

/**
 * After an account is deleted its subscription must stop billing at once (no period end to wait
 * for: there is no account left to use it). Cancelling twice is harmless at the provider.
 */
export async function cancelDeletedAccountSubscription(
  ctx: AppContext,
  input: { subscriptionId: string },
): Promise<void> {
  await ctx.billing.provider.cancelSubscription({
    subscriptionId: input.subscriptionId,
    atPeriodEnd: false,
  });
}
