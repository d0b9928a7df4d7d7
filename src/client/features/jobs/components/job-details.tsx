import { safeHttpUrl } from '../../../../shared/safe-http-url.ts';
import type { JobDetail } from '../../../../shared/schemas/jobs.ts';
import { describeShifts } from '../../../../shared/shift-labels.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { employmentTypeLabels, formatPosted, formatSalary, workplaceLabel } from '../job-format.ts';
import { DemoLabel } from './demo-label.tsx';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The facts, the (server-sanitized) description, the apply link and where the job came from. */
export function JobDetails({ job }: { job: JobDetail }) {
  const salary = formatSalary(job.salary);
  // Checked again here: only an http(s) link from a feed becomes an href (decision 031).
  const applyUrl = job.closedAt || job.isDemo ? null : safeHttpUrl(job.applyUrl);
  const facts: [string, string | null][] = [
    ['Company', job.company],
    ['Location', job.location || null],
    ['Workplace', workplaceLabel(job.workplace)],
    [
      'Employment type',
      job.employmentType ? (employmentTypeLabels[job.employmentType] ?? job.employmentType) : null,
    ],
    ['Shifts', describeShifts(job.shifts)],
    ['Salary', salary],
    ['Industry', job.industry],
    ['Posted', formatPosted(job.postedAt)],
    ['Relocation', job.willingToRelocate === 'true' ? 'Relocation offered' : null],
  ];
  return (
    <article className="space-y-6">
      {job.isDemo ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <DemoLabel /> This posting is from the demo catalogue, not a real opening: there is no
          employer to apply to.
        </p>
      ) : null}
      {job.closedAt ? (
        <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          This job is closed: its source no longer lists it.
        </p>
      ) : null}
      <dl className="grid gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-sm font-medium text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      {applyUrl === null ? null : (
        <a href={applyUrl} {...external} className={buttonClasses('primary')}>
          Apply on the employer's site<span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
      <TagList title="Skills" tags={job.skills} />
      <TagList title="Software" tags={job.software.map((item) => item.tool)} />
      <TagList
        title="Certifications"
        tags={job.certifications.map((item) => `${item.name} (${item.organization})`)}
      />
      <section aria-labelledby="description-heading">
        <h2 id="description-heading" className="text-lg font-semibold text-slate-900">
          Description
        </h2>
        <div
          className="prose-job mt-2 space-y-3 text-sm leading-6 text-slate-800 [&_a]:text-indigo-700 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized at ingestion (normalize-html) before it is stored
          dangerouslySetInnerHTML={{ __html: job.descriptionHtml }}
        />
      </section>
      {job.isDemo ? null : (
        <section aria-labelledby="sources-heading" className="text-sm text-slate-700">
          <h2 id="sources-heading" className="font-semibold text-slate-900">
            Listed on
          </h2>
          <ul className="mt-1 space-y-1">
            {job.sources.map((source) => {
              const href = safeHttpUrl(source.attributionUrl) ?? safeHttpUrl(source.applyUrl);
              return (
                <li key={`${source.source}-${source.applyUrl ?? source.attributionUrl}`}>
                  {href === null ? (
                    source.source
                  ) : (
                    <a href={href} {...external} className="text-indigo-700 underline">
                      {source.source}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </article>
  );
}

function TagList({ title, tags }: { title: string; tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-800"
          >
            {tag}
          </li>
        ))}
      </ul>
    </section>
  );
}
