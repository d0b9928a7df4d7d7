import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';

/**
 * Drawn on the first load while the router fetches the code of the page asked for (each page is
 * its own chunk, see router.tsx). The same spinner the auth gate shows while it asks who is
 * signed in, so the two waits look like one.
 */
export function AppLoading() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label="Loading Hireloop…" />
    </div>
  );
}

/** A page's code that arrives within this time shows no indicator: a flash would only distract. */
const SHOW_AFTER_MS = 200;

/**
 * Moving to a page whose code is not loaded yet keeps the current page on screen until it
 * arrives; past a moment this says so in a corner. The current page stays usable beneath it.
 */
export function RouteLoadingIndicator() {
  const loading = useNavigation().state === 'loading';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) return setShown(false);
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!shown) return null;
  return (
    <div className="pointer-events-none fixed right-4 bottom-4 z-50 rounded-full bg-white shadow-md ring-1 ring-slate-200 *:p-3">
      <Spinner label="Loading the page…" />
    </div>
  );
}
