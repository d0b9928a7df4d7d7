import { type FakeRoute, json } from './fake-response.ts';
import { numberParam, slice } from './paging.ts';

const base = {
  defaultJobAd: true,
  company: { identifier: 'AcmeRobotics', name: 'Acme Robotics Inc' },
  customField: [],
  creator: { name: 'Sam Lee' },
};

/**
 * GET /v1/companies/{id}/postings?limit&offset — `content`, `totalFound`; limit capped at 100.
 * Pitfalls: lower-case country codes, ids as long digit strings, no description in the list.
 */
export const smartRecruitersPostings = [
  {
    ...base,
    id: '744000012345678',
    uuid: '34225731-e7cf-4584-b0b7-78098fe1a66b',
    name: 'Director, Customer Engagement',
    jobAdId: '106f35bc-a0e6-4e55-96f9-56835e3f8349',
    refNumber: 'REF12345',
    releasedDate: '2025-04-29T19:36:42.346Z',
    location: {
      city: 'San Francisco',
      region: 'CA',
      country: 'us',
      remote: true,
      latitude: '37.7749',
      longitude: '-122.4194',
    },
    industry: { id: 'internet', label: 'Internet' },
    department: { id: '18554', label: 'Marketing', description: 'Marketing Department' },
    function: { id: 'marketing', label: 'Marketing' },
    typeOfEmployment: { label: 'Full-time' },
    experienceLevel: { id: 'director', label: 'Director' },
    ref: 'https://api.smartrecruiters.com/v1/companies/AcmeRobotics/postings/744000012345678',
  },
  {
    ...base,
    id: '744000012345999',
    uuid: '0552caa6-96df-40c6-8c9d-642c7ef67a1c',
    name: 'Maintenance Mechanic',
    refNumber: 'REF27S',
    releasedDate: '2025-05-01T08:00:00.000Z',
    location: { city: 'Reno', region: 'NV', country: 'us', remote: false },
    industry: { id: 'industrial_automation', label: 'Industrial Automation' },
    typeOfEmployment: { label: 'Full-time' },
    ref: 'https://api.smartrecruiters.com/v1/companies/AcmeRobotics/postings/744000012345999',
  },
  {
    ...base,
    id: '744000012346001',
    uuid: '9f1c2d3e-0000-4000-8000-000000000003',
    name: 'Registered Nurse (Occupational Health)',
    refNumber: 'REF-RN-9',
    releasedDate: '2025-05-02T08:00:00.000Z',
    location: { city: 'Reno', region: 'NV', country: 'us', remote: false, hybrid: true },
    typeOfEmployment: { label: 'Part-time' },
    ref: 'https://api.smartrecruiters.com/v1/companies/AcmeRobotics/postings/744000012346001',
  },
];

/** GET …/postings/{id}: the job ad in sections (job-sources.md §1.5); the third was withdrawn. */
export const smartRecruitersJobAds: Record<string, unknown> = {
  '744000012345678': {
    sections: {
      companyDescription: { title: 'Company Description', text: '<p>Acme builds robots.</p>' },
      jobDescription: {
        title: 'Job Description',
        text: '<p>Lead our customer engagement team.</p>',
      },
      qualifications: {
        title: 'Qualifications',
        text: '<ul><li>10+ years in customer success</li></ul>',
      },
      additionalInformation: {
        title: 'Additional Information',
        text: '<p>Salary range $170,000 - $210,000 per year.</p>',
      },
    },
  },
  '744000012345999': {
    sections: {
      jobDescription: { title: 'Job Description', text: '<p>Keep the line running.</p>' },
      qualifications: { title: 'Qualifications', text: '' },
    },
  },
};

export const smartRecruitersRoute: FakeRoute = ({ url }) => {
  const detail = url.pathname.match(
    /^\/smartrecruiters\/v1\/companies\/AcmeRobotics\/postings\/(\d+)$/,
  );
  if (detail) {
    const item = smartRecruitersPostings.find((posting) => posting.id === detail[1]);
    const jobAd = detail[1] ? smartRecruitersJobAds[detail[1]] : undefined;
    if (!item || !jobAd) return { status: 404, body: '{"message":"Not found"}' };
    return json({ ...item, active: true, visibility: 'PUBLIC', jobAd });
  }
  const match = url.pathname.match(/^\/smartrecruiters\/v1\/companies\/([^/]+)\/postings$/);
  if (!match) return undefined;
  const offset = numberParam(url, 'offset', 0);
  const limit = numberParam(url, 'limit', 10);
  const items = match[1] === 'AcmeRobotics' ? smartRecruitersPostings : [];
  return json({
    offset,
    limit,
    totalFound: items.length,
    content: slice(items, offset, limit, 100),
  });
};
