import { type FakeRoute, json } from './fake-response.ts';
import { numberParam } from './paging.ts';

export const adzunaTestKeys = { appId: 'test-app', appKey: 'test-secret-key' };

const job = (id: string, overrides: Record<string, unknown>) => ({
  __CLASS__: 'Adzuna::API::Response::Job',
  id,
  adref: 'eyJhbGciOiJIUzI1NiJ9.example',
  created: '2025-05-01T10:22:33Z',
  redirect_url: `https://www.adzuna.com/land/ad/${id}?se=abc&utm_medium=api&v=DEF`,
  salary_is_predicted: '0',
  ...overrides,
});

/**
 * GET /v1/api/jobs/{country}/search/{page}?app_id&app_key&results_per_page — `count`, `results`.
 * Pitfalls: predicted salaries ("1"), one beside a range the advert states, ids as strings, a
 * truncated plain-text description.
 */
export const adzunaJobs = [
  job('4567890123', {
    title: 'Senior Backend Engineer',
    description: 'Acme Robotics is hiring a Senior Backend Engineer to build Node.js services…',
    company: { __CLASS__: 'Adzuna::API::Response::Company', display_name: 'Acme Robotics' },
    location: { display_name: 'London, UK', area: ['UK', 'London'] },
    category: { label: 'IT Jobs', tag: 'it-jobs' },
    salary_min: 70000,
    salary_max: 85000,
    contract_time: 'full_time',
    contract_type: 'permanent',
  }),
  job('4567890124', {
    title: 'HGV Class 1 Driver',
    description: 'Night trunking & tramping…',
    company: { display_name: 'Road Haulage Ltd' },
    location: {
      display_name: 'Leeds, West Yorkshire',
      area: ['UK', 'Yorkshire And The Humber', 'Leeds'],
    },
    salary_min: 50000,
    salary_max: 60000,
    salary_is_predicted: '1',
    contract_time: 'full_time',
    contract_type: 'contract',
  }),
  job('4567890125', {
    title: 'Care Assistant',
    description: 'Part time care assistant.',
    company: { display_name: 'Kind Care' },
    location: { display_name: 'Bristol' },
    contract_time: 'part_time',
  }),
  // The advert states its pay; Adzuna's figure beside it is its own prediction.
  job('4567890126', {
    title: 'Warehouse Operative - Nights',
    description: 'Pick and pack on nights. Pay: £12.50 - £13.75 per hour, paid weekly…',
    company: { display_name: 'Northern Logistics' },
    location: { display_name: 'Wakefield, West Yorkshire', area: ['UK', 'Wakefield'] },
    salary_min: 24500.11,
    salary_max: 24500.11,
    salary_is_predicted: '1',
    contract_time: 'full_time',
  }),
];

export const adzunaRoute: FakeRoute = ({ url }) => {
  const match = url.pathname.match(/^\/adzuna\/v1\/api\/jobs\/([a-z]{2})\/search\/(\d+)$/);
  if (!match) return undefined;
  if (
    url.searchParams.get('app_id') !== adzunaTestKeys.appId ||
    url.searchParams.get('app_key') !== adzunaTestKeys.appKey
  )
    return json({ exception: 'AUTH_FAIL', display: 'Authorisation failed' }, 401);
  const perPage = numberParam(url, 'results_per_page', 10);
  const page = Number(match[2]);
  return json({
    __CLASS__: 'Adzuna::API::Response::JobSearchResults',
    count: adzunaJobs.length,
    mean: 61250.5,
    results: adzunaJobs.slice((page - 1) * perPage, page * perPage),
  });
};
