import type { CurrentUser } from '../../../../shared/schemas/user.ts';
import { BrandLink } from '../../../components/layouts/brand-link.tsx';
import { SignOutButton } from '../../../components/sign-out-button.tsx';
import { paths } from '../../../lib/paths.ts';
import { NotificationsMenu } from '../../notifications/components/notifications-menu.tsx';
import { MobileNav } from './mobile-nav.tsx';

export function AppHeader({ user }: { user: CurrentUser }) {
  return (
    <header className="sticky top-0 z-10 border-b border-slate-200 bg-white print:hidden">
      <div className="flex items-center gap-2 px-4 py-3 sm:gap-4">
        <MobileNav />
        <BrandLink to={paths.dashboard} compact />
        <div className="ml-auto flex min-w-0 items-center gap-2 text-sm sm:gap-4">
          <span className="shrink-0 rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700">
            <span className="sr-only">Language: </span>Eng (US)
          </span>
          <NotificationsMenu />
          <span className="truncate font-medium text-slate-900" title={user.displayName}>
            {user.displayName}
          </span>
          <SignOutButton label="Log out" />
        </div>
      </div>
    </header>
  );
}
