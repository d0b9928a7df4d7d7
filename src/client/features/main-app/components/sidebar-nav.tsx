import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { SignOutButton } from '../../../components/sign-out-button.tsx';
import { paths } from '../../../lib/paths.ts';
import { adminAccessQuery } from '../../admin/api/admin-sources.ts';
import { NeedsYouCount } from '../../applications/components/needs-you-count.tsx';
import { navItems } from './nav-items.ts';

const itemClasses =
  'flex w-full items-center rounded-md px-3 py-2 text-sm font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const idle = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const current = 'bg-indigo-50 text-indigo-700';

/**
 * The section links and Sign Out, shared by the desktop sidebar and the mobile menu.
 * NavLink marks the current section with aria-current="page".
 */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  // Only accounts in ADMIN_EMAILS see the job-sources page; the API enforces it regardless.
  const isAdmin = useQuery(adminAccessQuery).data?.admin === true;
  const items = isAdmin
    ? [...navItems, { to: paths.adminSources, label: 'Job sources (admin)', end: false }]
    : navItems;
  return (
    <nav aria-label="Main" className="w-full">
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) => `${itemClasses} ${isActive ? current : idle}`}
            >
              {item.label}
              {item.to === paths.applications ? <NeedsYouCount /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-slate-200 pt-4">
        <SignOutButton label="Sign Out" className={`${itemClasses} ${idle}`} />
      </div>
    </nav>
  );
}
