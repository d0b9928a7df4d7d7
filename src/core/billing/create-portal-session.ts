import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import { loadBillingAccount } from './load-billing-account.ts';

/** Where the provider's billing portal sends the user back to. */
export const ACCOUNT_PAGE_PATH = '/main-app/account';

/**
 * A billing-portal session for the signed-in user's own customer. The customer id is never taken
 * from the request, so no one can open another account's portal (reliability-security §6.1).
 */
export async function createPortalSession(
  ctx: AppContext,
  input: { userId: string },
): Promise<{ url: string }> {
  const account = await loadBillingAccount(ctx.db, { userId: input.userId });
  if (!account?.customerId) {
    throw new AppError('NO_SUBSCRIPTION', 'You have no billing account yet. Choose a plan first.');
  }
  return ctx.billing.provider.createPortalSession({
    customerId: account.customerId,
    returnUrl: `${ctx.config.appOrigin}${ACCOUNT_PAGE_PATH}`,
  });
}
