import { useQuery } from '@tanstack/react-query';
import type { GoogleIntent } from '../../../../shared/schemas/auth.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { signInMethodsQuery } from '../api/sign-in-methods.ts';
import { OrDivider } from './or-divider.tsx';

/** The Google alternative below a password form, offered only where the server has Google set up. */
export function GoogleOption({ intent, children }: { intent: GoogleIntent; children: string }) {
  const methods = useQuery(signInMethodsQuery);
  if (!methods.data?.google) return null;
  return (
    <>
      <OrDivider />
      <GoogleButton intent={intent}>{children}</GoogleButton>
    </>
  );
}

/**
 * A plain link: Google sign-in is a full-page round trip through the server, which sets the
 * session cookie and sends the browser back.
 */
function GoogleButton({ intent, children }: { intent: GoogleIntent; children: string }) {
  return (
    <a
      href={`/api/auth/google/start?intent=${intent}`}
      className={buttonClasses('secondary', 'w-full')}
    >
      <GoogleLogo />
      {children}
    </a>
  );
}

function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.4 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}
