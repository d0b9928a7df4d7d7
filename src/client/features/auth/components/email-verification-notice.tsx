import { useCurrentUser } from '../../../lib/auth.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/** A reminder on signed-in pages until the user has confirmed their e-mail address. */
export function EmailVerificationNotice() {
  const user = useCurrentUser();
  if (!user || user.emailVerified) return null;
  return (
    <aside
      aria-label="E-mail confirmation"
      className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p>
          Please confirm your e-mail address: we sent a link to <strong>{user.email}</strong>.
        </p>
        <ResendVerificationButton email={user.email} />
      </div>
    </aside>
  );
}
