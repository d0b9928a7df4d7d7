import { DAY_MS } from '../../../shared/time.ts';
import { occupationBySoc } from '../../occupations/occupations.ts';
import { escapeHtml } from '../demo-descriptions.ts';
import type { DemoEmployer } from '../demo-employers.ts';
import type { DemoPosting } from '../generate-demo-postings.ts';
import { demoHost } from './payload-helpers.ts';

/** Postings per career page: pages with several postings, as many career sites list them. */
export const postingsPerPage = 10;

export const careerSiteUrl = (employer: DemoEmployer) => `${demoHost('careers')}/${employer.slug}`;
export const sitemapUrl = (employer: DemoEmployer) => `${careerSiteUrl(employer)}/sitemap.xml`;
const pageUrl = (employer: DemoEmployer, page: number) =>
  `${careerSiteUrl(employer)}/jobs/page-${page}`;

const schemaEmploymentType = (type: DemoPosting['employmentType']) =>
  type === 'CONTRACT' ? 'CONTRACTOR' : type;

function jobPosting(posting: DemoPosting) {
  const { employer, salary } = posting;
  const occupation = occupationBySoc(posting.soc);
  const validThrough = new Date(posting.postedAt.getTime() + 60 * DAY_MS);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    description: posting.descriptionHtml,
    identifier: { '@type': 'PropertyValue', name: employer.name, value: posting.requisitionId },
    datePosted: posting.postedAt.toISOString(),
    validThrough: validThrough.toISOString(),
    employmentType: [schemaEmploymentType(posting.employmentType)],
    hiringOrganization: {
      '@type': 'Organization',
      name: employer.name,
      sameAs: careerSiteUrl(employer),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: posting.city,
        addressRegion: posting.state,
        addressCountry: 'US',
      },
    },
    ...(posting.workplace === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
        }
      : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            value: {
              '@type': 'QuantitativeValue',
              minValue: salary.min,
              maxValue: salary.max,
              unitText: salary.period.toUpperCase(),
            },
          },
        }
      : {}),
    directApply: true,
    industry: employer.industry,
    occupationalCategory: occupation ? `${occupation.soc}.00 ${occupation.title}` : undefined,
    url: `${careerSiteUrl(employer)}/jobs/${posting.requisitionId.toLowerCase()}`,
  };
}

/** JSON inside <script> must not close the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function careerSitemap(employer: DemoEmployer, postings: readonly DemoPosting[]): string {
  const pages = Math.ceil(postings.length / postingsPerPage);
  const urls = Array.from(
    { length: pages },
    (_, index) => `<url><loc>${pageUrl(employer, index + 1)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/**
 * One career page. Odd pages carry one JSON-LD block per posting; even pages one `@graph` block,
 * the two ways real sites embed several postings.
 */
export function careerPage(
  employer: DemoEmployer,
  postings: readonly DemoPosting[],
  page: number,
): string | null {
  const slice = postings.slice((page - 1) * postingsPerPage, page * postingsPerPage);
  if (page < 1 || slice.length === 0) return null;
  const nodes = slice.map(jobPosting);
  const blocks =
    page % 2 === 1
      ? nodes.map((node) => `<script type="application/ld+json">${scriptJson(node)}</script>`)
      : [
          `<script type="application/ld+json">${scriptJson({
            '@context': 'https://schema.org',
            '@graph': nodes.map(({ '@context': _context, ...node }) => node),
          })}</script>`,
        ];
  const list = slice
    .map((posting) => `<li>${escapeHtml(posting.title)} - ${posting.city}, ${posting.state}</li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><title>Careers at ${escapeHtml(employer.name)}</title>${blocks.join('')}</head><body><h1>Open positions</h1><ul>${list}</ul></body></html>`;
}
