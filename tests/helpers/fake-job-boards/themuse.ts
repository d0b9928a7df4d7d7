import { type FakeRoute, json } from './fake-response.ts';

const job = (id: number, name: string, locations: string[], company = 'Acme Robotics') => ({
  contents: `<p>${name} at ${company}.</p>`,
  name,
  type: 'external',
  publication_date: '2025-05-01T12:04:11Z',
  short_name: `${name.toLowerCase().replace(/\W+/g, '-')}-${id}`,
  model_type: 'jobs',
  id,
  locations: locations.map((location) => ({ name: location })),
  categories: [{ name: 'Healthcare' }],
  levels: [{ name: 'Mid Level', short_name: 'mid' }],
  tags: [],
  refs: { landing_page: `https://www.themuse.com/jobs/acmerobotics/${id}` },
  company: { id: 11223, short_name: 'acmerobotics', name: company },
});

/** GET /api/public/jobs?page=N(&category…) — 20 a page in production; page_count bounds it. */
export const theMusePages = [
  [
    job(15012345, 'Senior Backend Engineer', ['New York, NY', 'Flexible / Remote']),
    job(15012346, 'Registered Nurse', ['Chicago, IL'], 'Lakeside Health'),
  ],
  [job(15012347, 'Staff Accountant', ['Denver, CO'])],
];

export const theMuseRoute: FakeRoute = ({ url }) => {
  if (url.pathname !== '/themuse/api/public/jobs') return undefined;
  const page = Number(url.searchParams.get('page'));
  if (!Number.isInteger(page) || page > 99) return json({ code: 400, error: 'Bad page' }, 400);
  return json({
    page,
    page_count: theMusePages.length,
    items_per_page: 20,
    took: 12,
    timed_out: false,
    total: 3,
    results: theMusePages[page - 1] ?? [],
    aggregations: {},
  });
};
