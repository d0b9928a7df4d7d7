import { errorMessage } from '../lib/api-client.ts';
import { useSignOut } from '../lib/auth.ts';
import { buttonClasses } from './ui/button-styles.ts';

type SignOutButtonProps = { label: string; className?: string };

/** Ends the session on the server, forgets the user's cached data and goes to /login. */
export function SignOutButton({ label, className = buttonClasses('ghost') }: SignOutButtonProps) {
  const signOut = useSignOut();
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {signOut.isPending ? 'Signing out…' : label}
      </button>
      {signOut.error ? (
        <p
          role="alert"
          className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-md bg-red-700 p-3 text-sm text-white shadow-lg"
        >
          You are still signed in: {errorMessage(signOut.error)}
        </p>
      ) : null}
    </>
  );
}
