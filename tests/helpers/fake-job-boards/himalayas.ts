import { type FakeRoute, json } from './fake-response.ts';
import { numberParam } from './paging.ts';

/**
 * GET /jobs/api?limit (max 20)&offset — `jobs`, `totalCount`. Pitfalls: pubDate in epoch
 * seconds, currency under `currency` or `salaryCurrency`, empty locationRestrictions = worldwide.
 */
export const himalayasJobs = [
  {
    title: 'Senior Backend Engineer',
    excerpt: 'Build Node.js services for our robot fleet.',
    companyName: 'Acme Robotics',
    companySlug: 'acme-robotics',
    employmentType: 'Full Time',
    minSalary: 150000,
    maxSalary: 190000,
    currency: 'USD',
    seniority: ['Senior'],
    locationRestrictions: ['United States', 'Canada'],
    timezoneRestrictions: [-8, -5],
    categories: ['Backend-Engineer'],
    parentCategories: ['Engineering'],
    description: '<p>Build Node.js services for our robot fleet.</p>',
    pubDate: 1746115200,
    expiryDate: 1748707200,
    applicationLink: 'https://himalayas.app/companies/acme-robotics/jobs/senior-backend-engineer',
    guid: 'https://himalayas.app/companies/acme-robotics/jobs/senior-backend-engineer',
  },
  {
    title: 'Customer Support Representative',
    companyName: 'Helpful Co',
    employmentType: 'Part Time',
    minSalary: 40000,
    maxSalary: null,
    salaryCurrency: 'EUR',
    locationRestrictions: [],
    description: '<p>Answer tickets.</p>',
    pubDate: 1746201600,
    expiryDate: null,
    applicationLink: 'https://helpful.example/careers/support',
    guid: 'https://himalayas.app/companies/helpful-co/jobs/customer-support-representative',
  },
  {
    title: 'Bookkeeper',
    companyName: 'Ledgerly',
    employmentType: 'Contractor',
    minSalary: null,
    maxSalary: null,
    locationRestrictions: ['Germany'],
    description: '<p>Monthly close.</p>',
    pubDate: 1746201600,
    applicationLink: 'https://himalayas.app/companies/ledgerly/jobs/bookkeeper',
    guid: 'https://himalayas.app/companies/ledgerly/jobs/bookkeeper',
  },
];

export const himalayasRoute: FakeRoute = ({ url }) => {
  if (url.pathname !== '/himalayas/jobs/api' && url.pathname !== '/himalayas/jobs/api/search')
    return undefined;
  const offset = numberParam(url, 'offset', 0);
  const limit = Math.min(numberParam(url, 'limit', 20), 20);
  const query = url.searchParams.get('q')?.toLowerCase();
  const jobs = query
    ? himalayasJobs.filter((j) => j.title.toLowerCase().includes(query))
    : himalayasJobs;
  return json({
    updatedAt: 1746201600,
    offset,
    limit,
    totalCount: jobs.length,
    jobs: jobs.slice(offset, offset + limit),
  });
};
