import { z } from 'zod';
import type { Connector } from '../connector-contract.ts';
import { eachElement } from './feed-elements.ts';
import { posting, salaryOf } from './posting.ts';
import {
  amountSchema,
  employmentTypeFrom,
  idSchema,
  isoFromDate,
  isoFromEpochSeconds,
  locationOf,
} from './source-fields.ts';
import { fetchJson, originFor } from './source-http.ts';

const jobSchema = z.object({
  id: idSchema,
  slug: z.string().nullish(),
  epoch: z.union([z.number(), z.string()]).nullish(),
  date: z.string().nullish(),
  company: z.string().min(1),
  position: z.string().min(1),
  tags: z.array(z.string()).nullish(),
  description: z.string().nullish(),
  location: z.string().nullish(),
  /** Annual USD; 0 means "not stated". */
  salary_min: amountSchema,
  salary_max: amountSchema,
  apply_url: z.url().nullish(),
  url: z.url(),
});
const feedSchema = z.array(z.unknown());
type RemoteOkJob = z.output<typeof jobSchema>;
/** Element 0 is the API's legal notice, not a job. */
const isLegalNotice = (element: unknown) =>
  typeof element === 'object' && element !== null && 'legal' in element;

function toPosting(job: RemoteOkJob, tenant: string) {
  const place = locationOf(job.location);
  return posting({
    source: 'remoteok',
    tenant,
    sourceId: job.id,
    title: job.position.trim(),
    company: job.company.trim(),
    locations: place ? [place] : [],
    workplace: 'remote',
    employmentType: employmentTypeFrom(...(job.tags ?? [])),
    salary: salaryOf({ min: job.salary_min, max: job.salary_max, currency: 'USD', period: 'year' }),
    descriptionHtml: job.description ?? '',
    postedAt: isoFromEpochSeconds(job.epoch) ?? isoFromDate(job.date),
    applyUrl: job.apply_url ?? job.url,
    // The feed writes the host as "remoteOK.com"; the URL parser lower-cases it.
    attributionUrl: new URL(job.url).toString(),
    ats: null,
  });
}

/** Terms: name Remote OK as the source and link straight to its listing (attributionUrl). */
export const remoteOkConnector: Connector = {
  kind: 'remoteok',
  async *fetchPostings(source, context) {
    const base = originFor(source.baseUrl, 'https://remoteok.com');
    const query =
      source.key && source.key !== 'all' ? `?tags=${encodeURIComponent(source.key)}` : '';
    const feed = await fetchJson(context, 'remoteok', `${base}/api${query}`, feedSchema);
    yield* eachElement(
      feed.filter((element) => !isLegalNotice(element)),
      jobSchema,
      (job) => toPosting(job, source.key),
    );
  },
};
