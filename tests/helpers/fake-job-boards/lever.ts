import { type FakeRoute, json } from './fake-response.ts';
import { numberParam, slice } from './paging.ts';

/**
 * GET /v0/postings/{site}?mode=json&skip&limit — a bare array. Pitfalls: createdAt in epoch
 * milliseconds, workplaceType "onsite" (documented "on-site") and "on-site", per-hour salary,
 * the description split over description + lists + additional.
 */
export const leverPostings = [
  {
    additional: '<div>We offer equity and 401k matching.</div>',
    additionalPlain: 'We offer equity and 401k matching.',
    categories: {
      commitment: 'Full-time',
      department: 'Engineering',
      location: 'New York, NY',
      team: 'Platform',
      allLocations: ['New York, NY', 'Remote - US'],
    },
    createdAt: 1745942400000,
    descriptionPlain: 'Acme is hiring a Platform Engineer.',
    description: '<div>Acme is hiring a Platform Engineer.</div>',
    id: '5ac21346-8e0c-4494-8e7a-3eb92ff77902',
    lists: [
      {
        text: 'Requirements',
        content: '<li>5+ years with TypeScript</li><li>Kubernetes experience</li>',
      },
    ],
    text: 'Platform Engineer',
    country: 'US',
    workplaceType: 'hybrid',
    hostedUrl: 'https://jobs.lever.co/acme/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
    applyUrl: 'https://jobs.lever.co/acme/5ac21346-8e0c-4494-8e7a-3eb92ff77902/apply',
    salaryRange: { currency: 'USD', interval: 'per-year-salary', min: 150000, max: 185000 },
  },
  {
    additional: '',
    categories: {
      commitment: 'Part-time',
      department: 'Operations',
      location: 'Berlin',
      team: 'Support',
      allLocations: ['Berlin'],
    },
    createdAt: 1746028800000,
    description: '<div>Help our customers in German and English.</div>',
    id: 'a1b2c3d4-0000-4000-8000-000000000042',
    lists: [],
    text: 'Support Agent (Teilzeit)',
    country: 'DE',
    workplaceType: 'onsite',
    hostedUrl: 'https://jobs.lever.co/acme/a1b2c3d4-0000-4000-8000-000000000042',
    applyUrl: 'https://jobs.lever.co/acme/a1b2c3d4-0000-4000-8000-000000000042/apply',
    salaryRange: { currency: 'EUR', interval: 'per-hour-wage', min: 18, max: 22 },
  },
  {
    categories: { commitment: 'Contract', location: 'Austin, TX', team: 'Facilities' },
    createdAt: 1746115200000,
    description: '<p>Maintain our HVAC systems.</p>',
    id: 'f0e1d2c3-0000-4000-8000-000000000077',
    text: 'HVAC Technician',
    country: null,
    workplaceType: 'on-site',
    hostedUrl: 'https://jobs.lever.co/acme/f0e1d2c3-0000-4000-8000-000000000077',
    applyUrl: 'https://jobs.lever.co/acme/f0e1d2c3-0000-4000-8000-000000000077/apply',
    salaryRange: { currency: 'USD', interval: 'per-fortnight', min: 3000, max: 3500 },
  },
];

export const leverRoute: FakeRoute = ({ url }) => {
  const match = url.pathname.match(/^\/lever\/v0\/postings\/([^/]+)$/);
  if (!match) return undefined;
  // A mirror that ignores skip/limit, as some proxies do.
  if (match[1] === 'unpaged' || match[1] === 'idealistconsulting') return json(leverPostings);
  if (match[1] !== 'acme') return json({ ok: false, error: 'Document not found' }, 404);
  const skip = numberParam(url, 'skip', 0);
  const limit = numberParam(url, 'limit', 0);
  return json(slice(leverPostings, skip, limit));
};
