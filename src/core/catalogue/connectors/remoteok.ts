import { z } from 'zod';
import type { Connector } from '../connector-contract.ts';
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
/** Element 0 is the API's legal notice, not a job. */
const legalSchema = z.object({ legal: z.string() });
const feedSchema = z.array(z.union([jobSchema, legalSchema]));

/** Terms: name Remote OK as the source and link straight to its listing (attributionUrl). */
export const remoteOkConnector: Connector = {
  kind: 'remoteok',
  async *fetchPostings(source, context) {
    const base = originFor(source.baseUrl, 'https://remoteok.com');
    const query =
      source.key && source.key !== 'all' ? `?tags=${encodeURIComponent(source.key)}` : '';
    const feed = await fetchJson(context, 'remoteok', `${base}/api${query}`, feedSchema);
    for (const job of feed) {
      if (!('id' in job)) continue;
      const place = locationOf(job.location);
      yield posting({
        source: 'remoteok',
        tenant: source.key,
        sourceId: job.id,
        title: job.position.trim(),
        company: job.company.trim(),
        locations: place ? [place] : [],
        workplace: 'remote',
        employmentType: employmentTypeFrom(...(job.tags ?? [])),
        salary: salaryOf({
          min: job.salary_min,
          max: job.salary_max,
          currency: 'USD',
          period: 'year',
        }),
        descriptionHtml: job.description ?? '',
        postedAt: isoFromEpochSeconds(job.epoch) ?? isoFromDate(job.date),
        applyUrl: job.apply_url ?? job.url,
        // The feed writes the host as "remoteOK.com"; the URL parser lower-cases it.
        attributionUrl: new URL(job.url).toString(),
        ats: null,
      });
    }
  },
};
