import { AuthGate } from './auth-gate.tsx';
import { RouteLoadingIndicator } from './route-loading.tsx';

/** The root route: the auth gate (and the page below it), and the page-loading indicator. */
export function RootLayout() {
  return (
    <>
      <AuthGate />
      <RouteLoadingIndicator />
    </>
  );
}
