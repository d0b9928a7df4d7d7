import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useResendVerification } from '../api/resend-verification.ts';

/** Sends the signed-in user a fresh confirmation link and says what happened. */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        variant="secondary"
        busy={resend.isPending}
        busyLabel="Sending…"
        onClick={() => resend.mutate()}
      >
        Send a new link
      </Button>
      <p role="status" className="text-sm">
        {resend.isSuccess ? `Sent to ${email}. Check your inbox.` : null}
      </p>
      <p role="alert" className="text-sm text-red-700">
        {resend.error ? errorMessage(resend.error) : null}
      </p>
    </div>
  );
}
