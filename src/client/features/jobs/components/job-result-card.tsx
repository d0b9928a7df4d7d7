import { Link } from 'react-router';
import type { JobSummary } from '../../../../shared/schemas/jobs.ts';
import { describeShifts } from '../../../../shared/shift-labels.ts';
import { paths } from '../../../lib/paths.ts';
import { employmentTypeLabels, formatPosted, formatSalary, workplaceLabel } from '../job-format.ts';
import { DemoLabel } from './demo-label.tsx';

/** One search result; the title links to the detail view, which can come back to this search. */
export function JobResultCard({ job, search }: { job: JobSummary; search: string }) {
  const salary = formatSalary(job.salary);
  const posted = formatPosted(job.postedAt);
  const facts = [
    job.location || null,
    workplaceLabel(job.workplace),
    job.employmentType ? (employmentTypeLabels[job.employmentType] ?? job.employmentType) : null,
    describeShifts(job.shifts),
  ].filter(Boolean);
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">
          <Link
            to={paths.jobDetail.replace(':id', encodeURIComponent(job.id))}
            state={{ search }}
            className="rounded-sm hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {job.title}
          </Link>
        </h2>
        {job.isDemo ? <DemoLabel /> : null}
      </div>
      <p className="mt-1 text-sm font-medium text-slate-700">{job.company}</p>
      {facts.length > 0 ? <p className="mt-1 text-sm text-slate-600">{facts.join(' · ')}</p> : null}
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        {salary ? <span>{salary}</span> : null}
        {posted ? <span>{posted}</span> : null}
        {job.source ? <span>Source: {job.source}</span> : null}
      </div>
    </li>
  );
}
