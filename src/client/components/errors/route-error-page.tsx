import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '../ui/button.tsx';

/** Shown when a page fails to render: a way out instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <title>Something went wrong · Hireloop</title>
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="text-slate-600">
        This page could not be shown. Reloading usually helps; if it does not, please try again
        later.
      </p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}
