import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { PastDueBanner } from '../../billing/components/past-due-banner.tsx';
import { AppHeader } from './app-header.tsx';
import { SidebarNav } from './sidebar-nav.tsx';

/** Header and sidebar around every main-app page (spec §2 Main app shell). */
export function AppShell() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!user) return null; // the signed-in guard above never lets this happen
  // A convenience only: the server refuses the main app's API to anyone not entitled (402).
  // Settings stays open: taking one's data or deleting the account needs no subscription.
  if (!user.entitled && pathname !== paths.settings)
    return <Navigate to={paths.subscribe} replace />;
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader user={user} />
      <PastDueBanner user={user} />
      <div className="flex flex-1">
        <aside className="hidden w-60 shrink-0 border-r border-slate-200 bg-white p-4 md:flex print:hidden">
          <SidebarNav />
        </aside>
        <main className="min-w-0 flex-1 px-4 py-8 sm:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
