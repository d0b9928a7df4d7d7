import { type FakeRoute, json } from './fake-response.ts';

const job = (overrides: Record<string, unknown>) => ({
  department: 'Engineering',
  team: 'Research',
  secondaryLocations: [],
  shouldDisplayCompensationOnJobPostings: true,
  ...overrides,
});

/**
 * GET /posting-api/job-board/{board}?includeCompensation=true — whole board. Pitfalls:
 * compensation per job (not top-level as the vendor page shows), equity components beside the
 * salary, hourly CAD pay, an unlisted posting (isListed false) that must be dropped.
 */
export const ashbyBoard = {
  apiVersion: '1',
  jobs: [
    job({
      id: 'b0f4a6d2-3c1e-4b8a-9f6e-2d7c1a5e9b10',
      title: 'Product Designer',
      employmentType: 'FullTime',
      location: 'Houston, TX',
      secondaryLocations: [
        {
          location: 'San Francisco',
          address: {
            addressLocality: 'San Francisco',
            addressRegion: 'California',
            addressCountry: 'USA',
          },
        },
      ],
      address: {
        postalAddress: {
          addressLocality: 'Houston',
          addressRegion: 'Texas',
          addressCountry: 'USA',
        },
      },
      isRemote: true,
      workplaceType: 'Hybrid',
      isListed: true,
      publishedAt: '2025-04-30T16:21:55.393+00:00',
      jobUrl: 'https://jobs.ashbyhq.com/acme/b0f4a6d2-3c1e-4b8a-9f6e-2d7c1a5e9b10',
      applyUrl: 'https://jobs.ashbyhq.com/acme/b0f4a6d2-3c1e-4b8a-9f6e-2d7c1a5e9b10/application',
      descriptionHtml: '<p>Join our design team.</p><ul><li>Figma</li></ul>',
      compensation: {
        compensationTierSummary: '$81K – $87K • 0.5% – 1.75% • Offers Bonus',
        scrapeableCompensationSalarySummary: '$81K - $87K',
        compensationTiers: [],
        summaryComponents: [
          {
            compensationType: 'EquityPercentage',
            interval: 'NONE',
            currencyCode: null,
            minValue: 0.5,
            maxValue: 1.75,
          },
          {
            compensationType: 'Salary',
            interval: '1 YEAR',
            currencyCode: 'USD',
            minValue: 81000,
            maxValue: 87000,
          },
        ],
      },
    }),
    job({
      id: 'c1d2e3f4-0000-4000-8000-00000000a001',
      title: 'Machine Learning Intern',
      employmentType: 'Intern',
      location: 'Toronto, ON, Canada',
      address: {
        postalAddress: {
          addressLocality: 'Toronto',
          addressRegion: 'Ontario',
          addressCountry: 'Canada',
        },
      },
      isRemote: false,
      workplaceType: 'OnSite',
      isListed: true,
      publishedAt: '2025-05-02T09:00:00.000+00:00',
      jobUrl: 'https://jobs.ashbyhq.com/acme/c1d2e3f4-0000-4000-8000-00000000a001',
      applyUrl: 'https://jobs.ashbyhq.com/acme/c1d2e3f4-0000-4000-8000-00000000a001/application',
      descriptionHtml: '<p>Summer internship.</p>',
      compensation: {
        compensationTierSummary: 'CA$40 – CA$50 per hour',
        compensationTiers: [],
        summaryComponents: [
          {
            compensationType: 'Salary',
            interval: '1 HOUR',
            currencyCode: 'CAD',
            minValue: 40,
            maxValue: 50,
          },
        ],
      },
    }),
    job({
      id: 'd9d9d9d9-0000-4000-8000-00000000dead',
      title: 'Confidential Search',
      employmentType: 'FullTime',
      location: 'Remote',
      isRemote: true,
      workplaceType: 'Remote',
      isListed: false,
      publishedAt: '2025-05-03T09:00:00.000+00:00',
      jobUrl: 'https://jobs.ashbyhq.com/acme/d9d9d9d9-0000-4000-8000-00000000dead',
      applyUrl: 'https://jobs.ashbyhq.com/acme/d9d9d9d9-0000-4000-8000-00000000dead/application',
      descriptionHtml: '<p>Hidden.</p>',
      compensation: null,
    }),
  ],
};

export const ashbyRoute: FakeRoute = ({ url }) => {
  const match = url.pathname.match(/^\/ashby\/posting-api\/job-board\/([^/]+)$/);
  if (!match) return undefined;
  return match[1] === 'acme' || match[1] === 'northwind'
    ? json(ashbyBoard)
    : json({ success: false }, 404);
};
