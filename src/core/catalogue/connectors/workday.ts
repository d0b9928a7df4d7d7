import { z } from 'zod';
import { DAY_MS } from '../../../shared/time.ts';
import type { Connector, FollowedSource } from '../connector-contract.ts';
import { companyFromSlug } from './company-name.ts';
import { eachElement } from './feed-elements.ts';
import { posting } from './posting.ts';
import { locationOf, workplaceFromText } from './source-fields.ts';
import { fetchJson, SourceError } from './source-http.ts';

const postingSchema = z.object({
  title: z.string().min(1),
  /** The only stable id: bulletFields[0] is not reliably the requisition, and reposts add "-1". */
  externalPath: z.string().startsWith('/'),
  locationsText: z.string().nullish(),
  postedOn: z.string().nullish(),
  remoteType: z.string().nullish(),
  bulletFields: z.array(z.string()).nullish(),
});
const pageSchema = z.object({ total: z.number(), jobPostings: z.array(z.unknown()) });
type WorkdayPosting = z.output<typeof postingSchema>;

/** "https://acme.wd5.myworkdayjobs.com/en-US/External" → host, tenant, site and the site URL. */
export function parseWorkdaySite(key: string) {
  const url = new URL(/^https?:\/\//.test(key) ? key : `https://${key}`);
  const segments = url.pathname.split('/').filter(Boolean);
  const site = segments.at(-1);
  const tenant = url.hostname.split('.')[0];
  if (!site || !tenant) throw new Error(`workday source "${key}" needs a site path`);
  return { origin: url.origin, tenant, site, siteUrl: `${url.origin}/${segments.join('/')}` };
}

/** Workday only says "Posted Today", "Posted Yesterday", "Posted 3 Days Ago", "Posted 30+ Days Ago". */
export function postedOnToIso(text: string | null | undefined, now: Date): string | null {
  if (!text) return null;
  const days = /today/i.test(text)
    ? 0
    : /yesterday/i.test(text)
      ? 1
      : Number(text.match(/(\d+)\+?\s+days?\s+ago/i)?.[1] ?? Number.NaN);
  if (!Number.isFinite(days)) return null;
  const midnight = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(midnight - days * DAY_MS).toISOString();
}

function toPosting(item: WorkdayPosting, source: FollowedSource, now: Date) {
  const site = parseWorkdaySite(source.key);
  // "2 Locations" is a count, not a place.
  const place = /^\d+ locations?$/i.test(item.locationsText ?? '')
    ? null
    : locationOf(item.locationsText);
  return posting({
    source: 'workday',
    tenant: source.key,
    sourceId: item.externalPath,
    title: item.title.trim(),
    company: source.label ?? companyFromSlug(site.tenant),
    locations: place ? [place] : [],
    workplace: workplaceFromText(item.remoteType, item.locationsText),
    employmentType: null,
    salary: null,
    descriptionHtml: '',
    postedAt: postedOnToIso(item.postedOn, now),
    applyUrl: `${site.siteUrl}${item.externalPath}`,
    ats: {
      kind: 'other',
      ids: { ats: 'workday', site: site.siteUrl, externalPath: item.externalPath },
    },
  });
}

export function createWorkdayConnector(
  options: { pageSize?: number; maxPages?: number } = {},
): Connector {
  const pageSize = Math.min(options.pageSize ?? 20, 20);
  const maxPages = options.maxPages ?? 100;
  return {
    kind: 'workday',
    async *fetchPostings(source, context) {
      let site: ReturnType<typeof parseWorkdaySite>;
      try {
        site = parseWorkdaySite(source.key);
      } catch (error) {
        throw new SourceError('workday', source.key, (error as Error).message);
      }
      const origin = (source.baseUrl ?? site.origin).replace(/\/+$/, '');
      const url = `${origin}/wday/cxs/${site.tenant}/${site.site}/jobs`;
      let total = 0;
      for (let page = 0; page < maxPages; page++) {
        const offset = page * pageSize;
        const body = JSON.stringify({ appliedFacets: {}, limit: pageSize, offset, searchText: '' });
        const result = await fetchJson(context, 'workday', url, pageSchema, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        // Only the first page carries the real total; later pages answer 0.
        if (page === 0) total = result.total;
        yield* eachElement(result.jobPostings, postingSchema, (item) =>
          toPosting(item, source, context.now()),
        );
        if (result.jobPostings.length === 0 || offset + pageSize >= total) return;
      }
    },
  };
}

export const workdayConnector = createWorkdayConnector();
