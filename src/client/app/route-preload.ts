import { modulesForPath, pageModules } from './page-modules.ts';

// Its own script in index.html, before the app's: it needs neither React nor the router, so it
// runs as soon as it arrives and starts the download of the page's own chunks beside the
// libraries', instead of after them (when the router would ask). The router's `lazy` later
// imports the same modules and finds them loaded or in flight. A failure is the router's to
// report (RouteErrorPage), so it is not reported here too.
for (const name of modulesForPath(window.location.pathname)) {
  pageModules[name]().catch(() => {});
}
