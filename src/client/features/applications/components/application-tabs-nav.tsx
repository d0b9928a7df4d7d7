import { Link } from 'react-router';
import { type ApplicationTab, applicationTabs, tabLabels } from '../application-tabs.ts';

const tabClasses =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** The list's filters as links (?tab=), so a filtered list has an address and Back works. */
export function ApplicationTabsNav({
  current,
  counts,
}: {
  current: ApplicationTab | 'tracker';
  /** Absent on the Tracker view, which does not read the list of applications. */
  counts?: Record<ApplicationTab, number>;
}) {
  return (
    <nav aria-label="Filter applications" className="-mx-1 overflow-x-auto pb-1">
      <ul className="flex gap-1 px-1">
        {applicationTabs.map((tab) => (
          <li key={tab}>
            <Link
              to={tab === 'all' ? '.' : `?tab=${tab}`}
              aria-current={tab === current ? 'page' : undefined}
              className={`${tabClasses} ${
                tab === current
                  ? 'bg-indigo-600 text-white'
                  : 'bg-white text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50'
              }`}
            >
              {tabLabels[tab]}
              {counts ? <span className="text-xs opacity-80">({counts[tab]})</span> : null}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to="?view=tracker"
            aria-current={current === 'tracker' ? 'page' : undefined}
            className={`${tabClasses} ${
              current === 'tracker'
                ? 'bg-indigo-600 text-white'
                : 'bg-white text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50'
            }`}
          >
            Tracker
          </Link>
        </li>
      </ul>
    </nav>
  );
}
