import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { CurrentUser } from '../../../../shared/schemas/user.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { forgetCheckoutStatus } from '../../../lib/post-auth-destination.ts';
import { StatusPanel } from './status-panel.tsx';
import { redirectNotice, useCountdownRedirect } from './timed-redirect.ts';
import { useSubscriptionCheck } from './use-subscription-check.ts';

/** Where checkout returns to, and where a new account lands (spec §2 and §4 /subscription-status). */
export function SubscriptionStatusPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const status = params.get('status');
  // The stored checkout result has brought the visitor here; it is used once.
  useEffect(() => {
    if (status === 'success') forgetCheckoutStatus();
  }, [status]);

  if (!user) return null; // the signed-in guard above never lets this happen
  if (status === 'cancelled') return <Cancelled />;
  // New accounts land here (also from Google) without any checkout: nothing to verify, so an
  // active subscriber goes on and everyone else chooses a plan (a plan picked before sign-up
  // opens from /subscribe too).
  if (!status && !params.get('session_id')) {
    return user.entitled ? <Active user={user} /> : <Navigate to={paths.subscribe} replace />;
  }
  return (
    <Checking paid={status === 'success'} sessionId={params.get('session_id')} userId={user.id} />
  );
}

function Checking(props: { paid: boolean; sessionId: string | null; userId: string }) {
  const check = useSubscriptionCheck(props);
  if (check.phase === 'active') return <Active user={check.user} />;
  if (check.phase === 'not-found') {
    return (
      <StatusPanel
        title="Subscription not found"
        message="We couldn't verify your subscription. Please try subscribing again."
        action={{ to: paths.subscribe, label: 'Choose a subscription' }}
      />
    );
  }
  return (
    <StatusPanel
      title="Verifying your subscription..."
      message="We're confirming your payment. This may take a few moments."
    >
      <Spinner label="Verifying…" />
    </StatusPanel>
  );
}

/**
 * The spec has both a redirect 2 s after the active result and a countdown that starts at 5.
 * The countdown is what the user reads, so the page leaves when it reaches 0.
 */
function Active({ user }: { user: CurrentUser }) {
  const destination = user.profileComplete ? paths.dashboard : paths.resumeBuilder;
  const secondsLeft = useCountdownRedirect(destination);
  return (
    <StatusPanel
      title="Subscription confirmed!"
      message="Your subscription is active! Redirecting you to the app..."
      action={{ to: destination, label: 'Go to app now' }}
    >
      <p className="text-sm text-slate-600">{redirectNotice(secondsLeft)}</p>
    </StatusPanel>
  );
}

function Cancelled() {
  const secondsLeft = useCountdownRedirect(paths.subscribe);
  return (
    <StatusPanel
      title="Payment cancelled"
      message="You cancelled the payment process. You can try again if you want."
      action={{ to: paths.subscribe, label: 'Try again' }}
    >
      <p className="text-sm text-slate-600">{redirectNotice(secondsLeft)}</p>
    </StatusPanel>
  );
}
