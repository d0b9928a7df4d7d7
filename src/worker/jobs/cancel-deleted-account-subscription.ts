import { cancelDeletedAccountSubscription } from '../../core/billing/cancel-deleted-account-subscription.ts';
import { defineJob } from '../define-job.ts';

/** Queued by core/privacy/delete-account.ts; pg-boss retries it if the provider is down. */
export const cancelDeletedAccountSubscriptionJob = defineJob({
  name: 'cancel-deleted-account-subscription',
  async run(ctx, payload) {
    await cancelDeletedAccountSubscription(ctx, payload);
  },
});
