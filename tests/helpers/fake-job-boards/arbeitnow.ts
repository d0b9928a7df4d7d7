import { type FakeRoute, json } from './fake-response.ts';

const job = (n: number, overrides: Record<string, unknown> = {}) => ({
  slug: `job-${n}-berlin-12345${n}`,
  company_name: 'Acme Energy GmbH',
  title: `Job ${n}`,
  description: `<p>Job ${n}.</p>`,
  remote: false,
  url: `https://www.arbeitnow.com/jobs/companies/acme-energy/job-${n}-berlin-12345${n}`,
  tags: [],
  job_types: [],
  location: 'Berlin',
  created_at: 1746172800 - n * 3600,
  ...overrides,
});

/**
 * GET /api/job-board-api?page=N — `data`, `links.next` (absolute production URL) until null.
 * Pitfalls: created_at in epoch seconds, once as a string; German job types.
 */
export const arbeitnowPages = [
  [
    job(1, {
      slug: 'senior-backend-engineer-berlin-123456',
      title: 'Senior Backend Engineer (m/w/d)',
      description: '<p>Wir suchen eine*n Backend Engineer.</p>',
      remote: true,
      url: 'https://www.arbeitnow.com/jobs/companies/acme-energy/senior-backend-engineer-berlin-123456',
      tags: ['Software Development', 'Node.js'],
      job_types: ['Full-time', 'berufserfahren'],
      created_at: 1746172800,
    }),
    job(2, { title: 'Elektriker (m/w/d)', job_types: ['Vollzeit'], location: 'Hamburg' }),
  ],
  [
    job(3, {
      title: 'Werkstudent Buchhaltung',
      job_types: ['Werkstudent'],
      created_at: '1746000000',
    }),
  ],
];

export const arbeitnowRoute: FakeRoute = ({ url }) => {
  if (url.pathname !== '/arbeitnow/api/job-board-api') return undefined;
  const page = Number(url.searchParams.get('page') ?? '1');
  const link = (n: number) => `https://www.arbeitnow.com/api/job-board-api?page=${n}`;
  return json({
    data: arbeitnowPages[page - 1] ?? [],
    links: {
      first: link(1),
      last: null,
      prev: page > 1 ? link(page - 1) : null,
      next: page < arbeitnowPages.length ? link(page + 1) : null,
    },
    meta: {
      current_page: page,
      per_page: 2,
      terms: 'This is a free public API for jobs, please do not abuse.',
    },
  });
};
