import { z } from 'zod';
import type { Connector } from '../connector-contract.ts';
import { eachElement } from './feed-elements.ts';
import { posting, salaryOf } from './posting.ts';
import {
  amountSchema,
  employmentTypeFrom,
  isoFromEpochSeconds,
  locationOf,
  locationsOf,
} from './source-fields.ts';
import { fetchJson, originFor } from './source-http.ts';

const jobSchema = z.object({
  guid: z.string().min(1),
  title: z.string().min(1),
  companyName: z.string().min(1),
  employmentType: z.string().nullish(),
  minSalary: amountSchema,
  maxSalary: amountSchema,
  /** Seen as `currency` and as `salaryCurrency`. */
  currency: z.string().nullish(),
  salaryCurrency: z.string().nullish(),
  locationRestrictions: z.array(z.string()).nullish(),
  description: z.string().nullish(),
  pubDate: z.union([z.number(), z.string()]).nullish(),
  expiryDate: z.union([z.number(), z.string()]).nullish(),
  applicationLink: z.url(),
});
const pageSchema = z.object({ totalCount: z.number().nullish(), jobs: z.array(z.unknown()) });

/** Key: "all" for the whole feed, or a search query for /jobs/api/search. Attribution required. */
export function createHimalayasConnector(
  options: { pageSize?: number; maxPages?: number } = {},
): Connector {
  const pageSize = Math.min(options.pageSize ?? 20, 20);
  const maxPages = options.maxPages ?? 50;
  return {
    kind: 'himalayas',
    async *fetchPostings(source, context) {
      const base = originFor(source.baseUrl, 'https://himalayas.app');
      const search = source.key && source.key !== 'all';
      for (let page = 0; page < maxPages; page++) {
        const offset = page * pageSize;
        const params = new URLSearchParams({ limit: String(pageSize), offset: String(offset) });
        if (search) params.set('q', source.key);
        const url = `${base}/jobs/api${search ? '/search' : ''}?${params}`;
        const result = await fetchJson(context, 'himalayas', url, pageSchema);
        yield* eachElement(result.jobs, jobSchema, (job) => {
          const regions = job.locationRestrictions ?? [];
          return posting({
            source: 'himalayas',
            tenant: source.key,
            sourceId: job.guid,
            title: job.title.trim(),
            company: job.companyName.trim(),
            locations: regions.length
              ? locationsOf(...regions.map((r) => locationOf(r)))
              : [{ raw: 'Worldwide' }],
            workplace: 'remote',
            employmentType: employmentTypeFrom(job.employmentType),
            salary: salaryOf({
              min: job.minSalary,
              max: job.maxSalary,
              currency: job.currency ?? job.salaryCurrency,
              period: 'year',
            }),
            descriptionHtml: job.description ?? '',
            postedAt: isoFromEpochSeconds(job.pubDate),
            closesAt: isoFromEpochSeconds(job.expiryDate),
            applyUrl: job.applicationLink,
            attributionUrl: /^https?:\/\//.test(job.guid) ? job.guid : job.applicationLink,
            ats: null,
          });
        });
        const seen = offset + result.jobs.length;
        if (result.jobs.length === 0 || seen >= (result.totalCount ?? Number.POSITIVE_INFINITY))
          return;
      }
    },
  };
}

export const himalayasConnector = createHimalayasConnector();
