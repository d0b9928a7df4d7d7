import { useQuery } from '@tanstack/react-query';
import { Outlet, ScrollRestoration } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { errorMessage } from '../lib/api-client.ts';
import { currentUserQuery } from '../lib/auth.ts';

/**
 * The root of every route. Nothing below renders until we know whether the visitor is signed
 * in, so no page flashes before a guard redirects away from it.
 */
export function AuthGate() {
  const { data, isPending, error, refetch, isFetching } = useQuery(currentUserQuery);
  if (isPending) {
    return (
      <div className="grid min-h-dvh place-items-center">
        <Spinner label="Loading Hireloop…" />
      </div>
    );
  }
  // Only when we never got an answer: a failed background refresh keeps the last known state.
  if (data === undefined) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Hireloop is not reachable</h1>
        <p role="alert" className="text-slate-600">
          {errorMessage(error)}
        </p>
        <Button busy={isFetching} busyLabel="Trying again…" onClick={() => refetch()}>
          Try again
        </Button>
      </main>
    );
  }
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
