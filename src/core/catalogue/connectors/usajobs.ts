import { z } from 'zod';
import type { Connector } from '../connector-contract.ts';
import { eachElement } from './feed-elements.ts';
import { posting } from './posting.ts';
import {
  amountSchema,
  employmentTypeFrom,
  isoFromDate,
  locationOf,
  locationsOf,
  paragraphs,
} from './source-fields.ts';
import { fetchJson, originFor } from './source-http.ts';
import { usajobsSalary } from './usajobs-pay.ts';

export interface UsajobsKeys {
  apiKey: string;
  /** USAJOBS identifies callers by the e-mail address registered with the key. */
  userAgentEmail: string;
}

const named = z.array(z.object({ Name: z.string() })).nullish();
const descriptorSchema = z.object({
  PositionID: z.string().nullish(),
  PositionTitle: z.string().min(1),
  PositionURI: z.url(),
  ApplyURI: z.array(z.string()).nullish(),
  PositionLocation: z.array(z.object({ LocationName: z.string() })).nullish(),
  PositionLocationDisplay: z.string().nullish(),
  OrganizationName: z.string().min(1),
  PositionSchedule: named,
  PositionOfferingType: named,
  QualificationSummary: z.string().nullish(),
  PositionRemuneration: z
    .array(
      z.object({
        MinimumRange: amountSchema,
        MaximumRange: amountSchema,
        /** A code ("PA") in current payloads, words ("Per Year") in older ones. */
        RateIntervalCode: z.string().nullish(),
        Description: z.string().nullish(),
      }),
    )
    .nullish(),
  PublicationStartDate: z.string().nullish(),
  ApplicationCloseDate: z.string().nullish(),
  UserArea: z
    .object({
      Details: z
        .object({
          JobSummary: z.string().nullish(),
          TeleworkEligible: z.boolean().nullish(),
          RemoteIndicator: z.boolean().nullish(),
        })
        .nullish(),
    })
    .nullish(),
});
const itemSchema = z.object({
  MatchedObjectId: z.string().min(1),
  MatchedObjectDescriptor: descriptorSchema,
});
const searchSchema = z.object({
  SearchResult: z.object({
    SearchResultCount: z.number(),
    SearchResultItems: z.array(z.unknown()),
    UserArea: z.object({ NumberOfPages: z.coerce.number() }).nullish(),
  }),
});
type Descriptor = z.output<typeof descriptorSchema>;

function toPosting(id: string, job: Descriptor, tenant: string) {
  const details = job.UserArea?.Details;
  const pay = job.PositionRemuneration?.[0];
  const offering = job.PositionOfferingType?.map((o) => o.Name).find((n) => !/permanent/i.test(n));
  const workplace = details?.RemoteIndicator
    ? 'remote'
    : details?.TeleworkEligible
      ? 'hybrid'
      : details?.TeleworkEligible === false
        ? 'onsite'
        : 'unknown';
  return posting({
    source: 'usajobs',
    tenant,
    sourceId: id,
    requisitionId: job.PositionID ?? undefined,
    title: job.PositionTitle.trim(),
    company: job.OrganizationName.trim(),
    locations: locationsOf(
      ...(job.PositionLocation ?? []).map((place) => locationOf(place.LocationName)),
      job.PositionLocation?.length ? null : locationOf(job.PositionLocationDisplay),
    ),
    workplace,
    employmentType: employmentTypeFrom(
      offering,
      ...(job.PositionSchedule ?? []).map((s) => s.Name),
    ),
    salary: pay ? usajobsSalary(pay) : null,
    descriptionHtml: paragraphs(details?.JobSummary, job.QualificationSummary),
    postedAt: isoFromDate(job.PublicationStartDate),
    closesAt: isoFromDate(job.ApplicationCloseDate),
    applyUrl: job.ApplyURI?.[0] ?? job.PositionURI,
    attributionUrl: job.PositionURI,
    ats: null,
  });
}

/** Key: the search query, e.g. "Keyword=nurse&LocationName=Denver, Colorado". */
export function createUsajobsConnector(
  keys: UsajobsKeys,
  options: { pageSize?: number; maxPages?: number } = {},
): Connector {
  const pageSize = Math.min(options.pageSize ?? 500, 500);
  const maxPages = options.maxPages ?? 10;
  return {
    kind: 'usajobs',
    async *fetchPostings(source, context) {
      const base = originFor(source.baseUrl, 'https://data.usajobs.gov');
      const headers = { 'user-agent': keys.userAgentEmail, 'authorization-key': keys.apiKey };
      for (let page = 1; page <= maxPages; page++) {
        const query = new URLSearchParams(source.key === 'all' ? '' : source.key);
        query.set('Page', String(page));
        query.set('ResultsPerPage', String(pageSize));
        const url = `${base}/api/Search?${query}`;
        const { SearchResult: result } = await fetchJson(context, 'usajobs', url, searchSchema, {
          headers,
        });
        yield* eachElement(result.SearchResultItems, itemSchema, (item) =>
          toPosting(item.MatchedObjectId, item.MatchedObjectDescriptor, source.key),
        );
        const pages = result.UserArea?.NumberOfPages ?? 1;
        if (result.SearchResultItems.length === 0 || page >= pages) return;
      }
    },
  };
}
