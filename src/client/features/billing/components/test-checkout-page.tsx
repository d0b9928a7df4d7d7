import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { testCheckoutQuery } from '../api/test-checkout.ts';
import { StatusPanel } from './status-panel.tsx';
import { TestCardForm } from './test-card-form.tsx';

/** The built-in stand-in for the provider's hosted checkout page (test mode only). */
export function TestCheckoutPage() {
  const id = useParams().id ?? '';
  const { data: checkout, error } = useQuery(testCheckoutQuery(id));
  if (error) {
    return (
      <TestModeFrame>
        <StatusPanel
          title="Checkout not found"
          message={errorMessage(error)}
          action={{ to: paths.subscribe, label: 'Choose a plan' }}
        />
      </TestModeFrame>
    );
  }
  if (!checkout) return <Spinner label="Loading checkout…" />;
  if (checkout.status === 'complete') {
    return (
      <TestModeFrame>
        <StatusPanel
          title="Already paid"
          message={`This checkout for the ${checkout.planName} plan has already been paid.`}
          action={{
            to: `${paths.subscriptionStatus}?session_id=${encodeURIComponent(id)}&status=success`,
            label: 'Continue',
          }}
        />
      </TestModeFrame>
    );
  }
  if (checkout.status === 'expired') {
    return (
      <TestModeFrame>
        <StatusPanel
          title="Checkout expired"
          message="This checkout has expired. Choose a plan again to start a new one."
          action={{ to: paths.subscribe, label: 'Choose a plan' }}
        />
      </TestModeFrame>
    );
  }
  return (
    <TestModeFrame>
      <AuthLayout title="Test checkout" description={`Subscribing ${checkout.email} to Hireloop.`}>
        <dl className="flex items-baseline justify-between rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
          <dt className="font-semibold text-slate-900">{checkout.planName} plan</dt>
          <dd className="text-slate-900">
            <span className="text-2xl font-bold">${checkout.priceMonthlyUsd}</span>
            <span className="text-sm text-slate-600"> / month</span>
          </dd>
        </dl>
        <TestCardForm sessionId={id} priceMonthlyUsd={checkout.priceMonthlyUsd} />
      </AuthLayout>
    </TestModeFrame>
  );
}

/** Nobody must mistake this page for a real payment: the banner comes before everything else. */
function TestModeFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <p
        role="note"
        className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-amber-950"
      >
        Test mode — no real payment is taken
      </p>
      {children}
    </>
  );
}
