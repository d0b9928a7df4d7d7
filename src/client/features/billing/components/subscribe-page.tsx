import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { TEST_CARD_SUCCESS } from '../../../../shared/schemas/billing.ts';
import type { CurrentUser } from '../../../../shared/schemas/user.ts';
import { SignedInPageLayout } from '../../../components/layouts/signed-in-page-layout.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { plansQuery } from '../api/plans.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { type PendingChoice, takePendingChoice } from '../pending-plan-choice.ts';
import { checkoutErrorMessage } from './checkout-error.ts';
import { PlanCard } from './plan-card.tsx';
import { TestModeNote } from './test-mode-note.tsx';

/** Spec §2 /subscribe: the signed-in user picks a plan and goes to checkout in this tab. */
export function SubscribePage() {
  const user = useCurrentUser();
  const entitled = user?.entitled ?? false;
  // A plan picked before signing in means nothing to someone who already has one.
  useEffect(() => {
    if (entitled) takePendingChoice();
  }, [entitled]);
  if (!user) return null; // the signed-in guard above never lets this happen
  // Someone who may already use the app has nothing to choose (spec §2: active → dashboard).
  if (user.entitled) return <Navigate to={paths.dashboard} replace />;
  return <PlanChooser user={user} />;
}

function PlanChooser({ user }: { user: CurrentUser }) {
  const plans = useQuery(plansQuery);
  const checkout = useStartCheckout(user);
  const { start } = checkout;
  // A plan picked on the landing page before signing up opens its checkout straight away
  // (a choice by plan id waits for the plans, which name its price id).
  const pending = useRef<PendingChoice | null | undefined>(undefined);
  useEffect(() => {
    pending.current ??= takePendingChoice();
    const choice = pending.current;
    if (!choice) return;
    const priceId =
      'priceId' in choice
        ? choice.priceId
        : plans.data?.plans.find((plan) => plan.id === choice.planId)?.priceId;
    if (!priceId) return;
    pending.current = null;
    start(priceId);
  }, [plans.data, start]);

  return (
    <SignedInPageLayout title="Choose Your Plan">
      <p className="max-w-prose text-slate-700">
        Prices are in US dollars, per month. You can cancel at any time from your account page.
      </p>
      {plans.data?.mode === 'test' ? (
        <div className="mt-6">
          <TestModeNote title="Test mode: no real payment is taken.">
            At checkout, pay with the test card{' '}
            <strong className="whitespace-nowrap">{TEST_CARD_SUCCESS}</strong>.
          </TestModeNote>
        </div>
      ) : null}
      <div className="mt-6">
        <FormAlert>{checkout.error ? checkoutErrorMessage(checkout.error) : null}</FormAlert>
      </div>
      {plans.data ? (
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {plans.data.plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              onChoose={start}
              busy={checkout.pendingPriceId === plan.priceId}
              disabled={checkout.leaving}
            />
          ))}
        </ul>
      ) : plans.error ? (
        <div role="alert" className="mt-8 space-y-3 text-slate-700">
          <p>The plans could not be loaded: {errorMessage(plans.error)}</p>
          <Button variant="secondary" busy={plans.isFetching} onClick={() => plans.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading plans…" />
      )}
      <p className="mt-8 text-sm text-slate-600">
        Not staying? You can{' '}
        <TextLink to={paths.settings}>download your data or delete your account</TextLink> without a
        plan.
      </p>
    </SignedInPageLayout>
  );
}
