import { useState } from 'react';
import { useCurrentUser } from '../../../lib/auth.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';

// Dismissed for this browser tab's session only: the reminder comes back on the next visit.
const DISMISSED_KEY = 'emailNoticeDismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: the notice stays until dismissed on this page
  }
}

/** A reminder on signed-in pages until the user has confirmed their e-mail address. */
export function EmailVerificationNotice() {
  const user = useCurrentUser();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!user || user.emailVerified || dismissed) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // storage blocked: hidden until the page reloads
    }
    setDismissed(true);
  };
  return (
    <aside
      aria-label="E-mail confirmation"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="min-w-0 break-words">
            Please confirm your e-mail address: we sent a link to <strong>{user.email}</strong>.
          </p>
          <ResendVerificationButton email={user.email} />
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss the e-mail confirmation reminder"
          className="grid size-9 shrink-0 place-items-center rounded-md text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3z" />
          </svg>
        </button>
      </div>
    </aside>
  );
}
