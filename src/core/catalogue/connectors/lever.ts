import { z } from 'zod';
import type { Connector, FollowedSource } from '../connector-contract.ts';
import { companyOfBoard } from './company-name.ts';
import { eachElement, elementId } from './feed-elements.ts';
import { posting, salaryOf } from './posting.ts';
import {
  amountSchema,
  employmentTypeFrom,
  isoFromEpochMs,
  locationOf,
  locationsOf,
  workplaceFromCode,
  workplaceFromText,
} from './source-fields.ts';
import { fetchJson, originFor, SourceError } from './source-http.ts';

const intervals: Record<string, 'hour' | 'week' | 'month' | 'year'> = {
  'per-hour-wage': 'hour',
  'per-week-salary': 'week',
  'per-month-salary': 'month',
  'per-year-salary': 'year',
};

const postingSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
  categories: z.object({
    commitment: z.string().nullish(),
    location: z.string().nullish(),
    allLocations: z.array(z.string()).nullish(),
    team: z.string().nullish(),
    department: z.string().nullish(),
  }),
  country: z.string().nullish(),
  description: z.string().nullish(),
  lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
  additional: z.string().nullish(),
  hostedUrl: z.url(),
  applyUrl: z.url().nullish(),
  /** Documented "on-site"; live payloads say "onsite". */
  workplaceType: z.string().nullish(),
  salaryRange: z
    .object({
      currency: z.string().nullish(),
      interval: z.string().nullish(),
      min: amountSchema,
      max: amountSchema,
    })
    .nullish(),
  createdAt: z.number().nullish(),
});
const pageSchema = z.array(z.unknown());
type LeverPosting = z.output<typeof postingSchema>;

function descriptionOf(item: LeverPosting): string {
  const lists = (item.lists ?? []).map((list) => `<h3>${list.text}</h3><ul>${list.content}</ul>`);
  return [item.description ?? '', ...lists, item.additional ?? ''].join('');
}

function toPosting(item: LeverPosting, source: FollowedSource, company: string) {
  const { categories } = item;
  const workplace = workplaceFromCode(item.workplaceType);
  const range = item.salaryRange;
  return posting({
    source: 'lever',
    tenant: source.key,
    sourceId: item.id,
    title: item.text.trim(),
    company,
    locations: locationsOf(
      locationOf(categories.location, { country: item.country }),
      ...(categories.allLocations ?? []).map((name) => locationOf(name)),
    ),
    workplace: workplace === 'unknown' ? workplaceFromText(categories.location) : workplace,
    employmentType: employmentTypeFrom(categories.commitment),
    salary: range
      ? salaryOf({
          min: range.min,
          max: range.max,
          currency: range.currency,
          period: intervals[range.interval ?? ''] ?? 'unknown',
        })
      : null,
    descriptionHtml: descriptionOf(item),
    postedAt: isoFromEpochMs(item.createdAt),
    applyUrl: item.applyUrl ?? `${item.hostedUrl}/apply`,
    ats: { kind: 'lever', ids: { site: source.key, postingId: item.id } },
  });
}

export function createLeverConnector(
  options: { pageSize?: number; maxPages?: number } = {},
): Connector {
  const pageSize = options.pageSize ?? 100;
  const maxPages = options.maxPages ?? 100;
  const pageUrl = (base: string, site: string, skip: number) =>
    `${base}/v0/postings/${encodeURIComponent(site)}?mode=json&skip=${skip}&limit=${pageSize}`;
  return {
    kind: 'lever',
    async *fetchPostings(source, context) {
      let base = originFor(source.baseUrl, 'https://api.lever.co');
      const read = (skip: number) =>
        fetchJson(context, 'lever', pageUrl(base, source.key, skip), pageSchema);
      const seen = new Set<string>();
      let company: string | undefined;
      for (let skip = 0; skip < pageSize * maxPages; skip += pageSize) {
        let page: unknown[];
        try {
          page = await read(skip);
        } catch (error) {
          // EU-hosted accounts answer 404 on the global host.
          const notFound = error instanceof SourceError && error.status === 404;
          if (skip > 0 || source.baseUrl || !notFound) throw error;
          base = 'https://api.eu.lever.co';
          page = await read(skip);
        }
        // A server that ignores `skip` would hand us the same page forever.
        const fresh = page.filter((raw, index) => !seen.has(elementId(raw, skip + index)));
        for (const [index, raw] of fresh.entries()) seen.add(elementId(raw, skip + index));
        // The API names no company; the hosted board page does (its host follows the API's).
        company ??= await companyOfBoard(
          source,
          context,
          `${base.replace('//api.', '//jobs.')}/${encodeURIComponent(source.key)}`,
        );
        const named = company;
        yield* eachElement(fresh, postingSchema, (item) => toPosting(item, source, named));
        if (page.length < pageSize || fresh.length === 0) return;
      }
    },
  };
}

export const leverConnector = createLeverConnector();
