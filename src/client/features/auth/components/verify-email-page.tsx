import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { isCompleteToken, isInvalidToken } from './email-link-token.ts';
import { LinkProblem } from './link-problem.tsx';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/** The page the confirmation e-mail links to: it confirms the address as soon as it opens. */
export function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const user = useCurrentUser();
  const verifyEmail = useVerifyEmail();
  const { mutate } = verifyEmail;
  // Once per page visit: a token works once, so a second call (React's development double
  // effect) would turn a success into "link already used".
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !isCompleteToken(token)) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  const next = user
    ? { to: paths.subscribe, label: 'Continue to Hireloop' }
    : { to: paths.login, label: 'Log in' };

  if (!isCompleteToken(token) || isInvalidToken(verifyEmail.error)) {
    return (
      <LinkProblem>
        {user ? (
          <ResendVerificationButton email={user.email} />
        ) : (
          <p className="text-sm text-slate-700">Log in and we will offer to send you a new link.</p>
        )}
        <LinkButton to={next.to} variant={user ? 'ghost' : 'primary'} className="w-full">
          {next.label}
        </LinkButton>
      </LinkProblem>
    );
  }
  if (verifyEmail.isError) {
    return (
      <AuthLayout title="We could not confirm your e-mail address">
        <p role="alert" className="text-slate-700">
          {errorMessage(verifyEmail.error)}
        </p>
        <Button className="w-full" onClick={() => mutate({ token })}>
          Try again
        </Button>
      </AuthLayout>
    );
  }
  if (verifyEmail.isSuccess) {
    return (
      <AuthLayout title="E-mail address confirmed">
        <p role="status" className="text-slate-700">
          Thank you. Your e-mail address is confirmed.
        </p>
        <LinkButton to={next.to} className="w-full">
          {next.label}
        </LinkButton>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Confirming your e-mail address">
      <Spinner label="Confirming your e-mail address…" />
    </AuthLayout>
  );
}
