import type { ApplicationSummary } from '../../../../shared/schemas/applications.ts';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { applicationPath } from '../../../lib/paths.ts';
import { formatDateTime, summaryLine } from '../application-states.ts';
import { StateBadge } from './state-badge.tsx';

/** One application in the list: the job, its state in words, why it waits, when it changed. */
export function ApplicationListItem({ item }: { item: ApplicationSummary }) {
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold wrap-anywhere text-slate-900">
            <TextLink to={applicationPath(item.id)}>{item.jobTitle}</TextLink>
          </h2>
          <p className="text-sm text-slate-700">{item.company}</p>
        </div>
        <StateBadge state={item.state} />
      </div>
      <p className="mt-2 text-sm wrap-anywhere text-slate-800">{summaryLine(item)}</p>
      <p className="mt-1 text-xs text-slate-500">Updated {formatDateTime(item.updatedAt)}</p>
    </li>
  );
}
