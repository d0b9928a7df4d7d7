import { reconcileSubscriptions } from '../../core/billing/reconcile-subscriptions.ts';
import { defineJob } from '../define-job.ts';

export const reconcileSubscriptionsJob = defineJob({
  name: 'reconcile-subscriptions',
  // Nightly at 03:30 UTC, a quiet hour: Stripe keeps 30 days of events, so a daily pass catches
  // a missed webhook long before it could be lost for good.
  cron: '30 3 * * *',
  async run(ctx) {
    await reconcileSubscriptions(ctx);
  },
});
