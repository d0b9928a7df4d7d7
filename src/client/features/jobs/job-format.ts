import type { JobSummary } from '../../../shared/schemas/jobs.ts';
import { DAY_MS } from '../../../shared/time.ts';

const periodLabels: Record<string, string> = {
  hour: 'an hour',
  day: 'a day',
  week: 'a week',
  month: 'a month',
  year: 'a year',
};

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: amount < 1000 ? 2 : 0,
  }).format(amount);

/** The salary as the source stated it when it did, else built from the numbers; null if none. */
export function formatSalary(salary: JobSummary['salary']): string | null {
  if (salary.text) return salary.text;
  const { min, max, currency, period } = salary;
  if ((min === null && max === null) || !currency) return null;
  const range =
    min !== null && max !== null && min !== max
      ? `${money(min, currency)}–${money(max, currency)}`
      : money((min ?? max) as number, currency);
  const per = period ? periodLabels[period] : undefined;
  return per ? `${range} ${per}` : range;
}

/** "Posted today", "Posted 3 days ago", or the date for anything older than a month. */
export function formatPosted(postedAt: string | null, now = new Date()): string | null {
  if (!postedAt) return null;
  const posted = new Date(postedAt);
  const days = Math.floor((now.getTime() - posted.getTime()) / DAY_MS);
  if (days <= 0) return 'Posted today';
  if (days === 1) return 'Posted yesterday';
  if (days < 31) return `Posted ${days} days ago`;
  return `Posted ${posted.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })}`;
}

const workplaceLabels: Record<JobSummary['workplace'], string | null> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  onsite: 'On-site',
  unknown: null,
};

export const workplaceLabel = (workplace: JobSummary['workplace']) => workplaceLabels[workplace];

export { employmentTypeLabels } from '../../../shared/employment-type-labels.ts';
