import { z } from 'zod';
import type { Connector } from '../connector-contract.ts';
import { eachElement } from './feed-elements.ts';
import { posting } from './posting.ts';
import { employmentTypeFrom, isoFromEpochSeconds, locationOf } from './source-fields.ts';
import { fetchJson, originFor } from './source-http.ts';

const jobSchema = z.object({
  slug: z.string().min(1),
  company_name: z.string().min(1),
  title: z.string().min(1),
  description: z.string().nullish(),
  remote: z.boolean().nullish(),
  url: z.url(),
  tags: z.array(z.string()).nullish(),
  job_types: z.array(z.string()).nullish(),
  location: z.string().nullish(),
  /** Epoch seconds; some mirrors send it as a string. */
  created_at: z.union([z.number(), z.string()]).nullish(),
});
const pageSchema = z.object({
  data: z.array(z.unknown()),
  links: z.object({ next: z.string().nullish() }),
});

type ArbeitnowPage = z.output<typeof pageSchema>;

/** Follows `links.next` (by its page number, so a test's base URL is kept) up to maxPages. */
export function createArbeitnowConnector(options: { maxPages?: number } = {}): Connector {
  const maxPages = options.maxPages ?? 20;
  return {
    kind: 'arbeitnow',
    async *fetchPostings(source, context) {
      const base = originFor(source.baseUrl, 'https://www.arbeitnow.com');
      let page: number | null = 1;
      for (let count = 0; page !== null && count < maxPages; count++) {
        const url: string = `${base}/api/job-board-api?page=${page}`;
        const result: ArbeitnowPage = await fetchJson(context, 'arbeitnow', url, pageSchema);
        yield* eachElement(result.data, jobSchema, (job) => {
          const place = locationOf(job.location);
          return posting({
            source: 'arbeitnow',
            tenant: source.key,
            sourceId: job.slug,
            title: job.title.trim(),
            company: job.company_name.trim(),
            locations: place ? [place] : [],
            workplace: job.remote ? 'remote' : 'unknown',
            employmentType: employmentTypeFrom(...(job.job_types ?? [])),
            salary: null,
            descriptionHtml: job.description ?? '',
            postedAt: isoFromEpochSeconds(job.created_at),
            applyUrl: job.url,
            attributionUrl: job.url,
            ats: null,
          });
        });
        const next: number = result.links.next
          ? Number(new URL(result.links.next).searchParams.get('page'))
          : Number.NaN;
        page = Number.isInteger(next) && next > page ? next : null;
      }
    },
  };
}

export const arbeitnowConnector = createArbeitnowConnector();
