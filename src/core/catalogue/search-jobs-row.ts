import { sql } from '../../db/orm.ts';
import { jobs } from '../../db/schema/index.ts';
import type { JobSummary } from '../../shared/schemas/jobs.ts';

/** What a result row needs, selected in one query with the job's first source. */
export const jobSummaryColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  locationText: jobs.locationText,
  workplace: jobs.workplace,
  employmentType: jobs.employmentType,
  shifts: jobs.shifts,
  industry: jobs.industry,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  salaryText: jobs.salaryText,
  postedAt: jobs.postedAt,
  isDemo: jobs.isDemo,
  // Spelled out: drizzle writes a selected column without its table, which inside this
  // subquery would only work while job_sources has no "id" column of its own.
  source: sql<string | null>`(select s.source from job_sources s where s.job_id = "jobs"."id"
    order by s.first_seen_at, s.source limit 1)`,
};

export interface JobSummaryRow {
  id: string;
  title: string;
  company: string;
  locationText: string;
  workplace: JobSummary['workplace'];
  employmentType: string | null;
  shifts: string[];
  industry: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: string | null;
  salaryText: string | null;
  postedAt: Date | null;
  isDemo: boolean;
  source: string | null;
}

/** numeric arrives as a string from some drivers' raw paths; the API always answers numbers. */
const toNumber = (value: number | string | null) => (value === null ? null : Number(value));

export function toJobSummary(row: JobSummaryRow): JobSummary {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.locationText,
    workplace: row.workplace,
    employmentType: row.employmentType,
    shifts: row.shifts,
    industry: row.industry,
    salary: {
      min: toNumber(row.salaryMin),
      max: toNumber(row.salaryMax),
      currency: row.salaryCurrency,
      period: row.salaryPeriod,
      text: row.salaryText,
    },
    postedAt: row.postedAt ? row.postedAt.toISOString() : null,
    source: row.source,
    isDemo: row.isDemo,
  };
}
