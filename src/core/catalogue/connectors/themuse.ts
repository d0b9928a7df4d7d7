import { z } from 'zod';
import type { Connector } from '../connector-contract.ts';
import { eachElement } from './feed-elements.ts';
import { posting } from './posting.ts';
import { idSchema, isoFromDate, locationOf, locationsOf } from './source-fields.ts';
import { fetchJson, originFor } from './source-http.ts';

const named = z.object({ name: z.string() });
const jobSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  contents: z.string().nullish(),
  publication_date: z.string().nullish(),
  locations: z.array(named).nullish(),
  categories: z.array(named).nullish(),
  levels: z.array(named).nullish(),
  refs: z.object({ landing_page: z.url() }),
  company: z.object({ name: z.string().min(1), short_name: z.string().nullish() }),
});
const pageSchema = z.object({
  page: z.number(),
  page_count: z.number(),
  results: z.array(z.unknown()),
});

const remoteMarker = /flexible \/ remote|^remote$/i;
/** The Muse answers 400 past page 99; narrower queries (category, location) reach further. */
const lastPage = 99;

/** Key: the query string, e.g. "category=Healthcare&location=Chicago, IL" ("all" for none). */
export function createTheMuseConnector(options: { maxPages?: number } = {}): Connector {
  const maxPages = options.maxPages ?? 20;
  return {
    kind: 'themuse',
    async *fetchPostings(source, context) {
      const base = originFor(source.baseUrl, 'https://www.themuse.com');
      const query = new URLSearchParams(source.key === 'all' ? '' : source.key);
      for (let page = 1; page <= Math.min(maxPages, lastPage); page++) {
        query.set('page', String(page));
        const url = `${base}/api/public/jobs?${query}`;
        const result = await fetchJson(context, 'themuse', url, pageSchema);
        yield* eachElement(result.results, jobSchema, (job) => {
          const names = (job.locations ?? []).map((location) => location.name);
          return posting({
            source: 'themuse',
            tenant: source.key,
            sourceId: job.id,
            title: job.name.trim(),
            company: job.company.name.trim(),
            locations: locationsOf(
              ...names.filter((n) => !remoteMarker.test(n)).map((n) => locationOf(n)),
            ),
            workplace: names.some((name) => remoteMarker.test(name)) ? 'remote' : 'unknown',
            employmentType: null,
            salary: null,
            descriptionHtml: job.contents ?? '',
            postedAt: isoFromDate(job.publication_date),
            applyUrl: job.refs.landing_page,
            attributionUrl: job.refs.landing_page,
            ats: null,
          });
        });
        if (result.results.length === 0 || page >= result.page_count) return;
      }
    },
  };
}

export const theMuseConnector = createTheMuseConnector();
