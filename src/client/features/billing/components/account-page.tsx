import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SubscriptionSummary } from '../../../../shared/schemas/billing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { AppPage } from '../../main-app/components/app-page.tsx';
import { subscriptionSummaryQuery, useOpenBillingPortal } from '../api/subscription-summary.ts';
import { formatBillingDate } from '../format-date.ts';
import { CancelSubscription } from './cancel-subscription.tsx';
import { TestModeNote } from './test-mode-note.tsx';

const statusLabels: Record<SubscriptionSummary['subscriptionStatus'], string> = {
  active: 'Active',
  past_due: 'Payment failed',
  cancelled: 'Cancelled',
  inactive: 'No subscription',
};

/** The user's plan and what they can do about it: manage payment details, or cancel. */
export function AccountPage() {
  const summary = useQuery(subscriptionSummaryQuery);
  return (
    <AppPage title="Account">
      {summary.data ? (
        <SubscriptionDetails summary={summary.data} />
      ) : summary.error ? (
        <div role="alert" className="space-y-3 text-slate-700">
          <p>Your subscription could not be loaded: {errorMessage(summary.error)}</p>
          <Button variant="secondary" busy={summary.isFetching} onClick={() => summary.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading your subscription…" />
      )}
    </AppPage>
  );
}

function SubscriptionDetails({ summary }: { summary: SubscriptionSummary }) {
  const portal = useOpenBillingPortal();
  const end = summary.currentPeriodEnd ? formatBillingDate(summary.currentPeriodEnd) : null;
  return (
    <section
      aria-labelledby="subscription-heading"
      className="space-y-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="subscription-heading" className="text-lg font-semibold text-slate-900">
        Subscription
      </h2>
      {summary.mode === 'test' ? (
        <TestModeNote title="Billing is simulated in test mode.">
          No card is charged, and managing billing returns to this page.
        </TestModeNote>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-3">
        <Detail term="Plan">
          {summary.planName
            ? `${summary.planName} · $${summary.priceMonthlyUsd} / month`
            : 'No plan'}
        </Detail>
        <Detail term="Status">{statusLabels[summary.subscriptionStatus]}</Detail>
        {end ? (
          <Detail term="Renewal">
            {summary.cancelAtPeriodEnd ? `Ends on ${end}` : `Renews on ${end}`}
          </Detail>
        ) : null}
      </dl>
      <FormAlert>{portal.error ? errorMessage(portal.error) : null}</FormAlert>
      <div className="flex flex-col gap-3 sm:flex-row">
        {summary.canManageBilling ? (
          <Button
            variant="secondary"
            busy={portal.isPending || portal.isSuccess}
            busyLabel="Opening billing…"
            onClick={() => portal.mutate()}
          >
            Manage billing
          </Button>
        ) : null}
        {summary.entitled ? null : <LinkButton to={paths.subscribe}>Choose a plan</LinkButton>}
      </div>
      {summary.canCancel || summary.cancelAtPeriodEnd ? (
        <CancelSubscription endsOn={end} alreadyCancelled={summary.cancelAtPeriodEnd} />
      ) : null}
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 font-medium text-slate-900">{children}</dd>
    </div>
  );
}
