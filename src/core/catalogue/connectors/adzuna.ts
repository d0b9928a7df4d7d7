import { z } from 'zod';
import type { Connector, SourcePosting } from '../connector-contract.ts';
import { extractPayFromText } from '../extract-pay-from-text.ts';
import { eachElement } from './feed-elements.ts';
import { posting, salaryOf } from './posting.ts';
import {
  amountSchema,
  employmentTypeFrom,
  idSchema,
  isoFromDate,
  locationOf,
  paragraphs,
} from './source-fields.ts';
import { fetchJson, originFor, SourceError } from './source-http.ts';

export interface AdzunaKeys {
  appId: string;
  appKey: string;
}

/** Adzuna reports salaries in the country's currency. */
const currencyByCountry: Record<string, string> = {
  at: 'EUR',
  au: 'AUD',
  be: 'EUR',
  br: 'BRL',
  ca: 'CAD',
  ch: 'CHF',
  de: 'EUR',
  es: 'EUR',
  fr: 'EUR',
  gb: 'GBP',
  in: 'INR',
  it: 'EUR',
  mx: 'MXN',
  nl: 'EUR',
  nz: 'NZD',
  pl: 'PLN',
  sg: 'SGD',
  us: 'USD',
  za: 'ZAR',
};

const jobSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  description: z.string().nullish(),
  created: z.string().nullish(),
  redirect_url: z.url(),
  company: z.object({ display_name: z.string().nullish() }).nullish(),
  location: z
    .object({ display_name: z.string().nullish(), area: z.array(z.string()).nullish() })
    .nullish(),
  salary_min: amountSchema,
  salary_max: amountSchema,
  salary_is_predicted: z.union([z.string(), z.number()]).nullish(),
  contract_time: z.string().nullish(),
  contract_type: z.string().nullish(),
});
const pageSchema = z.object({ count: z.number(), results: z.array(z.unknown()) });

type AdzunaJob = z.output<typeof jobSchema>;

/**
 * `salary_is_predicted` "1" means the figure is Adzuna's model, not the employer's. A range the
 * title or text states wins over it; the prediction is kept, marked an estimate, only when the
 * advert states none (docs/decisions/046-feeds-as-they-really-are.md).
 */
function salaryFrom(job: AdzunaJob, currency: string): SourcePosting['salary'] {
  const isPredicted = String(job.salary_is_predicted) === '1';
  const structured = salaryOf({
    min: job.salary_min,
    max: job.salary_max,
    currency,
    period: 'year',
    isEstimate: isPredicted,
  });
  if (!isPredicted && structured) return structured;
  const stated = extractPayFromText(`${job.title}. ${job.description ?? ''}`);
  return stated ?? structured;
}

function toPosting(job: AdzunaJob, tenant: string, currency: string) {
  const area = job.location?.area ?? [];
  const place = locationOf(job.location?.display_name, { country: area[0] });
  return posting({
    source: 'adzuna',
    tenant,
    sourceId: job.id,
    title: job.title.trim(),
    company: job.company?.display_name?.trim() || 'Unknown employer',
    locations: place ? [place] : [],
    workplace: 'unknown',
    employmentType: employmentTypeFrom(
      job.contract_type === 'contract' ? 'contract' : null,
      job.contract_time,
      job.contract_type,
    ),
    salary: salaryFrom(job, currency),
    descriptionHtml: paragraphs(job.description),
    postedAt: isoFromDate(job.created),
    applyUrl: job.redirect_url,
    attributionUrl: job.redirect_url,
    ats: null,
  });
}

/** Key: "{country}" or "{country}?{query}", e.g. "us?what=registered nurse&where=Ohio". */
export function createAdzunaConnector(
  keys: AdzunaKeys,
  options: { pageSize?: number; maxPages?: number } = {},
): Connector {
  const pageSize = options.pageSize ?? 50;
  const maxPages = options.maxPages ?? 10;
  return {
    kind: 'adzuna',
    async *fetchPostings(source, context) {
      const [country = '', search = ''] = source.key.split('?');
      const currency = currencyByCountry[country.toLowerCase()];
      if (!currency) throw new SourceError('adzuna', source.key, `unknown country "${country}"`);
      const base = originFor(source.baseUrl, 'https://api.adzuna.com');
      for (let page = 1; page <= maxPages; page++) {
        const query = new URLSearchParams(search);
        query.set('app_id', keys.appId);
        query.set('app_key', keys.appKey);
        query.set('results_per_page', String(pageSize));
        query.set('content-type', 'application/json');
        const url = `${base}/v1/api/jobs/${country.toLowerCase()}/search/${page}?${query}`;
        const result = await fetchJson(context, 'adzuna', url, pageSchema);
        yield* eachElement(result.results, jobSchema, (job) =>
          toPosting(job, source.key, currency),
        );
        if (result.results.length < pageSize || page * pageSize >= result.count) return;
      }
    },
  };
}
