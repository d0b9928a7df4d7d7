import { z } from 'zod';
import type { Connector } from '../connector-contract.ts';
import { eachElement } from './feed-elements.ts';
import { posting, salaryOf } from './posting.ts';
import {
  amountSchema,
  employmentTypeFrom,
  idSchema,
  isoFromDate,
  locationOf,
} from './source-fields.ts';
import { fetchJson } from './source-http.ts';

const periods: Record<string, 'hour' | 'day' | 'week' | 'month' | 'year'> = {
  hour: 'hour',
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
};

const offerSchema = z.object({
  id: idSchema,
  slug: z.string().min(1),
  title: z.string().min(1),
  company_name: z.string().min(1),
  description: z.string().nullish(),
  requirements: z.string().nullish(),
  location: z.string().nullish(),
  city: z.string().nullish(),
  state_name: z.string().nullish(),
  country_code: z.string().nullish(),
  remote: z.boolean().nullish(),
  hybrid: z.boolean().nullish(),
  on_site: z.boolean().nullish(),
  employment_type_code: z.string().nullish(),
  /** Amounts are strings ("5000.00"). */
  salary: z
    .object({
      min: amountSchema,
      max: amountSchema,
      period: z.string().nullish(),
      currency: z.string().nullish(),
    })
    .nullish(),
  published_at: z.string().nullish(),
  close_at: z.string().nullish(),
  careers_url: z.url(),
  careers_apply_url: z.url().nullish(),
});
const offersSchema = z.object({ offers: z.array(z.unknown()) });

/** Production: https://{company}.recruitee.com/api/offers/; a test's baseUrl stands for that host. */
export const recruiteeConnector: Connector = {
  kind: 'recruitee',
  async *fetchPostings(source, context) {
    const base = (source.baseUrl ?? `https://${source.key}.recruitee.com`).replace(/\/+$/, '');
    const url = `${base}/api/offers/`;
    const { offers } = await fetchJson(context, 'recruitee', url, offersSchema);
    yield* eachElement(offers, offerSchema, (offer) => {
      const place = locationOf(offer.location, {
        city: offer.city,
        region: offer.state_name,
        country: offer.country_code,
      });
      const salary = offer.salary;
      return posting({
        source: 'recruitee',
        tenant: source.key,
        sourceId: offer.id,
        title: offer.title.trim(),
        company: offer.company_name.trim(),
        locations: place ? [place] : [],
        workplace: offer.remote
          ? 'remote'
          : offer.hybrid
            ? 'hybrid'
            : offer.on_site
              ? 'onsite'
              : 'unknown',
        employmentType: employmentTypeFrom(offer.employment_type_code),
        salary: salary
          ? salaryOf({
              min: salary.min,
              max: salary.max,
              currency: salary.currency,
              period: periods[salary.period ?? ''] ?? 'unknown',
            })
          : null,
        descriptionHtml: `${offer.description ?? ''}${offer.requirements ?? ''}`,
        postedAt: isoFromDate(offer.published_at),
        closesAt: isoFromDate(offer.close_at),
        applyUrl: offer.careers_apply_url ?? offer.careers_url,
        ats: {
          kind: 'recruitee',
          ids: { company: source.key, offerSlug: offer.slug, offerId: offer.id },
        },
      });
    });
  },
};
