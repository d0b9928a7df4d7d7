import { useQuery } from '@tanstack/react-query';
import { Outlet, ScrollRestoration } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { errorMessage } from '../lib/api-client.ts';
import { currentUserQuery } from '../lib/auth.ts';
import { useStartupStage } from './use-startup-stage.ts';

/**
 * The root of every route. Nothing below renders until we know whether the visitor is signed
 * in, so no page flashes before a guard redirects away from it.
 */
export function AuthGate() {
  const { data, isPending, error, refetch, isFetching } = useQuery(currentUserQuery);
  const startupStage = useStartupStage(isPending);
  if (isPending) {
    return (
      <div className="grid min-h-dvh place-items-center px-4 text-center">
        {startupStage ? (
          <div className="max-w-sm space-y-2">
            <Spinner label={`Hireloop is starting: ${startupStage}`} />
            <p className="text-lg font-semibold text-slate-900">Hireloop is starting</p>
            <p className="text-slate-700">{startupStage}…</p>
            <p className="text-sm text-slate-600">
              The first start takes up to a minute; this page opens by itself when it is ready.
            </p>
          </div>
        ) : (
          <Spinner label="Loading Hireloop…" />
        )}
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
