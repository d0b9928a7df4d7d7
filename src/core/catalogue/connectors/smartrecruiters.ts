import { z } from 'zod';
import { type Connector, isRejected } from '../connector-contract.ts';
import { eachElement } from './feed-elements.ts';
import { posting } from './posting.ts';
import {
  employmentTypeFrom,
  idSchema,
  isoFromDate,
  locationOf,
  workplaceFromText,
} from './source-fields.ts';
import { fetchJson, originFor, SourceError } from './source-http.ts';

const labelled = z.object({ label: z.string().nullish() }).nullish();

const postingSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  refNumber: z.string().nullish(),
  company: z.object({ identifier: z.string().min(1), name: z.string().min(1) }),
  releasedDate: z.string().nullish(),
  location: z.object({
    city: z.string().nullish(),
    region: z.string().nullish(),
    country: z.string().nullish(),
    remote: z.boolean().nullish(),
    hybrid: z.boolean().nullish(),
  }),
  industry: labelled,
  typeOfEmployment: labelled,
});
const pageSchema = z.object({
  offset: z.number(),
  limit: z.number(),
  totalFound: z.number(),
  content: z.array(z.unknown()),
});
type SmartPosting = z.output<typeof postingSchema>;

const sectionSchema = z
  .object({ title: z.string().nullish(), text: z.string().nullish() })
  .nullish();
/** `GET …/postings/{id}`: the job ad, in sections (job-sources.md §1.5). */
const detailSchema = z.object({
  jobAd: z
    .object({
      sections: z
        .object({
          companyDescription: sectionSchema,
          jobDescription: sectionSchema,
          qualifications: sectionSchema,
          additionalInformation: sectionSchema,
        })
        .nullish(),
    })
    .nullish(),
});

/** The job ad's sections as one body, each under its own heading; empty sections are left out. */
function jobAdHtml(detail: z.output<typeof detailSchema>): string {
  const sections = detail.jobAd?.sections;
  if (!sections) return '';
  const { companyDescription, jobDescription, qualifications, additionalInformation } = sections;
  return [jobDescription, qualifications, additionalInformation, companyDescription]
    .filter((section) => section?.text?.trim())
    .map((section) => `${section?.title ? `<h3>${section.title}</h3>` : ''}${section?.text}`)
    .join('');
}

/** Detail calls in flight at once per page: enough to hide latency, polite to the board. */
const detailConcurrency = 4;

function toPosting(item: SmartPosting, tenant: string, descriptionHtml: string) {
  const { location } = item;
  const place = locationOf(null, location);
  const workplace = location.hybrid ? 'hybrid' : location.remote ? 'remote' : 'unknown';
  return posting({
    source: 'smartrecruiters',
    tenant,
    sourceId: item.id,
    requisitionId: item.refNumber ?? undefined,
    title: item.name.trim(),
    company: item.company.name.trim(),
    locations: place ? [place] : [],
    workplace: workplace === 'unknown' ? workplaceFromText(location.city) : workplace,
    employmentType: employmentTypeFrom(item.typeOfEmployment?.label),
    salary: null,
    // The list carries no job ad; it is on the detail call, one request per posting.
    descriptionHtml,
    postedAt: isoFromDate(item.releasedDate),
    applyUrl: `https://jobs.smartrecruiters.com/${encodeURIComponent(item.company.identifier)}/${item.id}`,
    ats: {
      kind: 'other',
      ids: { ats: 'smartrecruiters', company: item.company.identifier, postingId: item.id },
    },
  });
}

export function createSmartRecruitersConnector(options: { pageSize?: number } = {}): Connector {
  const pageSize = Math.min(options.pageSize ?? 100, 100);
  return {
    kind: 'smartrecruiters',
    async *fetchPostings(source, context) {
      const base = originFor(source.baseUrl, 'https://api.smartrecruiters.com');
      const company = encodeURIComponent(source.key);
      for (let offset = 0; ; ) {
        const url = `${base}/v1/companies/${company}/postings?limit=${pageSize}&offset=${offset}`;
        const page = await fetchJson(context, 'smartrecruiters', url, pageSchema);
        const elements = [...eachElement(page.content, postingSchema, (item) => item)];
        const items = elements.filter((item): item is SmartPosting => !isRejected(item));
        yield* elements.filter(isRejected);
        const descriptions: string[] = [];
        for (let start = 0; start < items.length; start += detailConcurrency) {
          const batch = items.slice(start, start + detailConcurrency);
          descriptions.push(
            ...(await Promise.all(
              batch.map(async (item) => {
                const detailUrl = `${base}/v1/companies/${company}/postings/${encodeURIComponent(item.id)}`;
                try {
                  return jobAdHtml(
                    await fetchJson(context, 'smartrecruiters', detailUrl, detailSchema),
                  );
                } catch (error) {
                  // A posting withdrawn between the list and its detail keeps its list fields.
                  if (error instanceof SourceError && error.status === 404) return '';
                  throw error;
                }
              }),
            )),
          );
        }
        for (const [index, item] of items.entries()) {
          yield toPosting(item, source.key, descriptions[index] ?? '');
        }
        offset += page.content.length;
        if (page.content.length === 0 || offset >= page.totalFound) return;
      }
    },
  };
}

export const smartRecruitersConnector = createSmartRecruitersConnector();
