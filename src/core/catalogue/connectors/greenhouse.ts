import { z } from 'zod';
import type { Connector, FetchContext, FollowedSource } from '../connector-contract.ts';
import { companyFromSlug } from './company-name.ts';
import { eachElement } from './feed-elements.ts';
import { posting, salaryOf } from './posting.ts';
import {
  amountSchema,
  decodeEntities,
  employmentTypeFrom,
  idSchema,
  isoFromDate,
  locationOf,
  locationsOf,
  workplaceFromText,
} from './source-fields.ts';
import { fetchJson, originFor, SourceError } from './source-http.ts';

const payRangeSchema = z.object({
  min_cents: amountSchema,
  max_cents: amountSchema,
  currency_type: z.string().nullish(),
});

const jobSchema = z.object({
  id: idSchema,
  internal_job_id: idSchema.nullable(),
  title: z.string().min(1),
  absolute_url: z.url(),
  updated_at: z.string().nullish(),
  first_published: z.string().nullish(),
  requisition_id: z.string().nullish(),
  company_name: z.string().nullish(),
  location: z.object({ name: z.string().nullish() }).nullish(),
  content: z.string().nullish(),
  metadata: z
    .array(z.object({ name: z.string(), value: z.unknown() }))
    .nullish()
    .transform((items) => items ?? []),
  offices: z
    .array(z.object({ name: z.string().nullish(), location: z.string().nullish() }))
    .nullish()
    .transform((items) => items ?? []),
  /** Only on the single-job call with pay_transparency=true; read when a feed includes it. */
  pay_input_ranges: z.array(payRangeSchema).nullish(),
});
const boardJobsSchema = z.object({
  jobs: z.array(z.unknown()),
  meta: z.object({ total: z.number() }).optional(),
});
const boardSchema = z.object({ name: z.string() });

type GreenhouseJob = z.output<typeof jobSchema>;

/**
 * Board tokens can be numeric ("8451"), so the token is no company name; the board's is. A board
 * whose name cannot be read still has jobs: its token, humanised, names them then.
 */
async function boardName(base: string, source: FollowedSource, context: FetchContext) {
  const url = `${base}/v1/boards/${encodeURIComponent(source.key)}`;
  try {
    const board = await fetchJson(context, 'greenhouse', url, boardSchema);
    if (board.name.trim()) return board.name.trim();
  } catch (error) {
    if (context.signal?.aborted || !(error instanceof SourceError)) throw error;
  }
  return companyFromSlug(source.key);
}

function toPosting(job: GreenhouseJob, source: FollowedSource, company: string) {
  const locationText = job.location?.name ?? '';
  const officeText = job.offices.map((office) => `${office.name ?? ''} ${office.location ?? ''}`);
  const employment = job.metadata.find((item) => /employment|job type|commitment/i.test(item.name));
  const range = job.pay_input_ranges?.[0];
  return posting({
    source: 'greenhouse',
    tenant: source.key,
    sourceId: job.id,
    requisitionId: job.requisition_id ?? undefined,
    title: job.title.trim(),
    company,
    // Offices restate the location in longer words; they are the fallback, not extra places.
    locations: locationText.trim()
      ? locationsOf(...locationText.split(';').map((part) => locationOf(part)))
      : locationsOf(...job.offices.map((office) => locationOf(office.location ?? office.name))),
    workplace: workplaceFromText(locationText, ...officeText),
    employmentType: employmentTypeFrom(
      typeof employment?.value === 'string' ? employment.value : null,
    ),
    // Pay ranges come in cents without an interval; Greenhouse's form asks for annual ranges.
    salary: range
      ? salaryOf({
          min: range.min_cents === null ? null : range.min_cents / 100,
          max: range.max_cents === null ? null : range.max_cents / 100,
          currency: range.currency_type,
          period: 'year',
        })
      : null,
    descriptionHtml: decodeEntities(job.content ?? ''),
    postedAt: isoFromDate(job.first_published) ?? isoFromDate(job.updated_at),
    applyUrl: job.absolute_url,
    ats: { kind: 'greenhouse', ids: { boardToken: source.key, jobId: job.id } },
  });
}

export const greenhouseConnector: Connector = {
  kind: 'greenhouse',
  async *fetchPostings(source, context) {
    const base = originFor(source.baseUrl, 'https://boards-api.greenhouse.io');
    const url = `${base}/v1/boards/${encodeURIComponent(source.key)}/jobs?content=true`;
    const { jobs } = await fetchJson(context, 'greenhouse', url, boardJobsSchema);
    const unnamed = jobs.some((raw) => !/\S/.test(String(Object(raw).company_name ?? '')));
    const company = source.label ?? (unnamed ? await boardName(base, source, context) : source.key);
    // Prospect posts ("General Application") have no job behind them.
    yield* eachElement(jobs, jobSchema, (job) =>
      job.internal_job_id === null
        ? null
        : toPosting(job, source, job.company_name?.trim() || company),
    );
  },
};
