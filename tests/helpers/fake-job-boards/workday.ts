import { type FakeRoute, json } from './fake-response.ts';

/**
 * POST /wday/cxs/{tenant}/{site}/jobs with {appliedFacets, limit (max 20), offset, searchText}.
 * Pitfalls: `total` is real only on the first page (later pages say 0), relative "postedOn",
 * "2 Locations" instead of places, bulletFields that are not always the requisition id.
 */
export const workdayPostings = [
  {
    title: 'Registered Nurse - Med/Surg',
    externalPath: '/job/Reno-NV/Registered-Nurse---Med-Surg_R-10234',
    locationsText: 'Reno, NV',
    postedOn: 'Posted Today',
    bulletFields: ['R-10234'],
  },
  {
    title: 'Truck Driver CDL-A',
    externalPath: '/job/Sparks-NV/Truck-Driver-CDL-A_R-10301-1',
    locationsText: '2 Locations',
    postedOn: 'Posted 3 Days Ago',
    bulletFields: ['Sparks, NV'],
  },
  {
    title: 'Accountant',
    externalPath: '/job/Remote-USA/Accountant_R-10388',
    locationsText: 'Remote - USA',
    postedOn: 'Posted 30+ Days Ago',
    remoteType: 'Fully Remote',
    bulletFields: ['R-10388'],
  },
];

const facets = [{ facetParameter: 'locations', descriptor: 'Locations', values: [] }];

export const workdayRoute: FakeRoute = ({ method, url, body }) => {
  const match = url.pathname.match(/^\/workday\/wday\/cxs\/([^/]+)\/([^/]+)\/jobs$/);
  if (!match) return undefined;
  if (method !== 'POST') return json({ errorCode: 'HTTP_405' }, 405);
  if (match[1] !== 'acme' || match[2] !== 'External') return json({ errorCode: 'HTTP_404' }, 404);
  const request = JSON.parse(body || '{}') as { limit?: number; offset?: number };
  const offset = request.offset ?? 0;
  const limit = Math.min(request.limit ?? 20, 20);
  return json({
    total: offset === 0 ? workdayPostings.length : 0,
    jobPostings: workdayPostings.slice(offset, offset + limit),
    facets: offset === 0 ? facets : [],
    userAuthenticated: false,
  });
};
