import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/schemas/user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { subscriptionSummaryQuery, useOpenBillingPortal } from '../api/subscription-summary.ts';
import { formatBillingDate } from '../format-date.ts';

/**
 * A renewal payment failed but the user may still use the app while the provider retries: say
 * so, and until when, on every main-app page, with the way to fix it.
 */
export function PastDueBanner({ user }: { user: CurrentUser }) {
  const pastDue = user.subscriptionStatus === 'past_due' && user.entitled;
  const summary = useQuery({ ...subscriptionSummaryQuery, enabled: pastDue });
  const portal = useOpenBillingPortal();
  if (!pastDue) return null;
  // The paid period's end: the earliest moment access may stop (the server may allow grace).
  const periodEnd = summary.data?.currentPeriodEnd;
  return (
    <aside
      aria-label="Payment problem"
      className="border-b border-red-200 bg-red-50 px-4 py-3 text-sm text-red-950"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <strong>Your last payment failed.</strong>{' '}
          {periodEnd
            ? `Your access continues until ${formatBillingDate(periodEnd)}; update your payment details to keep it.`
            : 'Your access continues for now; update your payment details to keep it.'}
        </p>
        <Button
          variant="secondary"
          className="shrink-0"
          busy={portal.isPending || portal.isSuccess}
          busyLabel="Opening billing…"
          onClick={() => portal.mutate()}
        >
          Update payment
        </Button>
      </div>
      {portal.error ? (
        <p role="alert" className="mt-2 text-red-800">
          {errorMessage(portal.error)}
        </p>
      ) : null}
    </aside>
  );
}
