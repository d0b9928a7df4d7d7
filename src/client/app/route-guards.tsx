import { useIsMutating, usePrefetchQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { signInMethodsQuery } from '../features/auth/api/sign-in-methods.ts';
import { EmailVerificationNotice } from '../features/auth/components/email-verification-notice.tsx';
import { startSessionMutationKey, useCurrentUser } from '../lib/auth.ts';
import { paths } from '../lib/paths.ts';
import { signedInHomePath } from '../lib/post-auth-destination.ts';

/**
 * Pages for signed-in users only; everyone else goes to /login. Each of them reminds a user
 * who has not confirmed their e-mail address yet.
 */
export function RequireSignedIn() {
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.login} replace />;
  return (
    <>
      <EmailVerificationNotice />
      <Outlet />
    </>
  );
}

/** /login and /signup: a visitor who is already signed in has nothing to do there. */
export function SignedOutOnly() {
  const user = useCurrentUser();
  // Asked while the page's own code loads, so its sign-in buttons are known when it draws.
  usePrefetchQuery(signInMethodsQuery);
  // While the page's own sign-in or sign-up settles, the page chooses the destination.
  const startingSession = useIsMutating({ mutationKey: startSessionMutationKey }) > 0;
  if (user && !startingSession) return <Navigate to={signedInHomePath()} replace />;
  return <Outlet />;
}
