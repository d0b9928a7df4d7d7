import { z } from 'zod';
import type { Connector } from '../connector-contract.ts';
import { eachElement } from './feed-elements.ts';
import { posting } from './posting.ts';
import { employmentTypeFrom, isoFromDate, locationOf } from './source-fields.ts';
import { fetchJson, originFor } from './source-http.ts';

const jobSchema = z.object({
  title: z.string().min(1),
  shortcode: z.string().min(1),
  code: z.string().nullish(),
  employment_type: z.string().nullish(),
  telecommuting: z.boolean().nullish(),
  url: z.url(),
  application_url: z.url().nullish(),
  published_on: z.string().nullish(),
  created_at: z.string().nullish(),
  country: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  description: z.string().nullish(),
});
const accountSchema = z.object({ name: z.string().min(1), jobs: z.array(z.unknown()) });

/** The key-less widget feed: no descriptions and no salary, but every open job of the account. */
export const workableConnector: Connector = {
  kind: 'workable',
  async *fetchPostings(source, context) {
    const base = originFor(source.baseUrl, 'https://apply.workable.com');
    const url = `${base}/api/v1/widget/accounts/${encodeURIComponent(source.key)}`;
    const account = await fetchJson(context, 'workable', url, accountSchema);
    yield* eachElement(account.jobs, jobSchema, (job) => {
      const location = locationOf(null, {
        city: job.city,
        region: job.state,
        country: job.country,
      });
      return posting({
        source: 'workable',
        tenant: source.key,
        sourceId: job.shortcode,
        requisitionId: job.code || undefined,
        title: job.title.trim(),
        company: account.name.trim(),
        locations: location ? [location] : [],
        workplace: job.telecommuting ? 'remote' : 'unknown',
        employmentType: employmentTypeFrom(job.employment_type),
        salary: null,
        descriptionHtml: job.description ?? '',
        postedAt: isoFromDate(job.published_on) ?? isoFromDate(job.created_at),
        applyUrl: job.application_url ?? job.url,
        ats: { kind: 'workable', ids: { account: source.key, shortcode: job.shortcode } },
      });
    });
  },
};
