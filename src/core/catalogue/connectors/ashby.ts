import { z } from 'zod';
import type { Connector, FollowedSource } from '../connector-contract.ts';
import { companyOfBoard } from './company-name.ts';
import { eachElement } from './feed-elements.ts';
import { posting, salaryOf } from './posting.ts';
import {
  amountSchema,
  employmentTypeFrom,
  isoFromDate,
  locationOf,
  locationsOf,
  workplaceFromCode,
} from './source-fields.ts';
import { fetchJson, originFor } from './source-http.ts';

const intervals: Record<string, 'hour' | 'week' | 'month' | 'year'> = {
  '1 HOUR': 'hour',
  '1 WEEK': 'week',
  '1 MONTH': 'month',
  '1 YEAR': 'year',
};

const componentSchema = z.object({
  compensationType: z.string(),
  interval: z.string().nullish(),
  currencyCode: z.string().nullish(),
  minValue: amountSchema,
  maxValue: amountSchema,
});
const addressSchema = z
  .object({
    addressLocality: z.string().nullish(),
    addressRegion: z.string().nullish(),
    addressCountry: z.string().nullish(),
  })
  .nullish();

const jobSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  employmentType: z.string().nullish(),
  location: z.string().nullish(),
  secondaryLocations: z
    .array(z.object({ location: z.string().nullish() }))
    .nullish()
    .transform((items) => items ?? []),
  address: z.object({ postalAddress: addressSchema }).nullish(),
  isRemote: z.boolean().nullish(),
  workplaceType: z.string().nullish(),
  isListed: z.boolean().nullish(),
  publishedAt: z.string().nullish(),
  jobUrl: z.url(),
  applyUrl: z.url().nullish(),
  descriptionHtml: z.string().nullish(),
  compensation: z.object({ summaryComponents: z.array(componentSchema).nullish() }).nullish(),
});
const boardSchema = z.object({ jobs: z.array(z.unknown()) });
type AshbyJob = z.output<typeof jobSchema>;

function salaryFrom(job: AshbyJob) {
  const salary = job.compensation?.summaryComponents?.find((c) => c.compensationType === 'Salary');
  if (!salary) return null;
  return salaryOf({
    min: salary.minValue,
    max: salary.maxValue,
    currency: salary.currencyCode,
    // "2 WEEK" and "NONE" have no honest annual factor here; the pipeline keeps them unannualized.
    period: intervals[salary.interval ?? ''] ?? 'unknown',
  });
}

function toPosting(job: AshbyJob, source: FollowedSource, company: string) {
  const address = job.address?.postalAddress;
  const workplace = workplaceFromCode(job.workplaceType);
  return posting({
    source: 'ashby',
    tenant: source.key,
    sourceId: job.id,
    title: job.title.trim(),
    company,
    locations: locationsOf(
      locationOf(job.location, {
        city: address?.addressLocality,
        region: address?.addressRegion,
        country: address?.addressCountry,
      }),
      ...job.secondaryLocations.map((item) => locationOf(item.location)),
    ),
    workplace: workplace === 'unknown' && job.isRemote ? 'remote' : workplace,
    employmentType: employmentTypeFrom(job.employmentType),
    salary: salaryFrom(job),
    descriptionHtml: job.descriptionHtml ?? '',
    postedAt: isoFromDate(job.publishedAt),
    applyUrl: job.applyUrl ?? job.jobUrl,
    ats: { kind: 'ashby', ids: { board: source.key, jobId: job.id } },
  });
}

export const ashbyConnector: Connector = {
  kind: 'ashby',
  async *fetchPostings(source, context) {
    const base = originFor(source.baseUrl, 'https://api.ashbyhq.com');
    const url = `${base}/posting-api/job-board/${encodeURIComponent(source.key)}?includeCompensation=true`;
    const { jobs } = await fetchJson(context, 'ashby', url, boardSchema);
    // The API names no company; the hosted board page does.
    const company = await companyOfBoard(
      source,
      context,
      `https://jobs.ashbyhq.com/${encodeURIComponent(source.key)}`,
    );
    // Unlisted postings are reachable by link only; the employer did not publish them.
    yield* eachElement(jobs, jobSchema, (job) =>
      job.isListed === false ? null : toPosting(job, source, company),
    );
  },
};
