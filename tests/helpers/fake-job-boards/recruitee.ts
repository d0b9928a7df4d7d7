import { type FakeRoute, json } from './fake-response.ts';

/**
 * GET https://{company}.recruitee.com/api/offers/ — served here under /recruitee/{company}.
 * Pitfalls: salary amounts are strings, dates as "YYYY-MM-DD HH:MM:SS UTC" and as ISO.
 */
export const recruiteeOffers = {
  offers: [
    {
      id: 2781634,
      slug: 'senior-product-owner-1',
      title: '(Senior) Product Owner',
      company_name: 'Acme BV',
      department: 'Product',
      category_code: 'product_management',
      tags: ['Agile', 'B2B'],
      description: '<p>You own the roadmap of our payments product.</p>',
      requirements: '<ul><li>4+ years as product owner</li></ul>',
      location: 'Amsterdam, Noord-Holland, Netherlands',
      city: 'Amsterdam',
      state_name: 'Noord-Holland',
      state_code: 'NH',
      country: 'Netherlands',
      country_code: 'NL',
      postal_code: '1011',
      remote: false,
      hybrid: true,
      on_site: false,
      employment_type_code: 'fulltime_permanent',
      min_hours: 32,
      max_hours: 40,
      salary: { min: '5000.00', max: '6500.00', period: 'month', currency: 'EUR' },
      published_at: '2025-04-24 09:12:45 UTC',
      updated_at: '2025-05-01 11:00:00 UTC',
      close_at: null,
      careers_url: 'https://acme.recruitee.com/o/senior-product-owner-1',
      careers_apply_url: 'https://acme.recruitee.com/o/senior-product-owner-1/c/new',
    },
    {
      id: 2781999,
      slug: 'barista-utrecht',
      title: 'Barista',
      company_name: 'Acme BV',
      description: '<p>Coffee bar in Utrecht.</p>',
      requirements: '',
      location: 'Utrecht, Netherlands',
      city: 'Utrecht',
      country_code: 'NL',
      remote: false,
      hybrid: false,
      on_site: true,
      employment_type_code: 'parttime_fixed_term',
      salary: { min: '18.50', max: '18.50', period: 'hour', currency: 'EUR' },
      published_at: '2025-05-02T08:30:00Z',
      close_at: '2025-06-01T00:00:00Z',
      careers_url: 'https://acme.recruitee.com/o/barista-utrecht',
      careers_apply_url: 'https://acme.recruitee.com/o/barista-utrecht/c/new',
    },
  ],
};

export const recruiteeRoute: FakeRoute = ({ url }) => {
  const match = url.pathname.match(/^\/recruitee\/([^/]+)\/api\/offers\/?$/);
  if (!match) return undefined;
  return match[1] === 'acme' ? json(recruiteeOffers) : json({ error: 'not found' }, 404);
};
