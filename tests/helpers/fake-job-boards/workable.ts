import { type FakeRoute, json } from './fake-response.ts';

/** GET /api/v1/widget/accounts/{account} — no descriptions, dates as YYYY-MM-DD, no paging. */
export const workableAccount = {
  name: 'Acme Robotics',
  description: null,
  jobs: [
    {
      title: 'Warehouse Operations Lead',
      shortcode: '7F3A2B91C0',
      code: '',
      employment_type: 'Full-time',
      telecommuting: false,
      department: 'Operations',
      url: 'https://apply.workable.com/j/7F3A2B91C0',
      shortlink: 'https://apply.workable.com/j/7F3A2B91C0',
      application_url: 'https://apply.workable.com/j/7F3A2B91C0/apply',
      published_on: '2025-04-28',
      created_at: '2025-04-27',
      country: 'United States',
      city: 'Reno',
      state: 'Nevada',
      education: '',
    },
    {
      title: 'Data Analyst',
      shortcode: '0D9E8C7B6A',
      code: 'DA-2025-3',
      employment_type: 'Contract',
      telecommuting: true,
      department: 'Finance',
      url: 'https://apply.workable.com/j/0D9E8C7B6A',
      shortlink: 'https://apply.workable.com/j/0D9E8C7B6A',
      application_url: 'https://apply.workable.com/j/0D9E8C7B6A/apply',
      published_on: '2025-05-01',
      created_at: '2025-04-30',
      country: 'Greece',
      city: 'Athens',
      state: 'Attica',
      education: '',
    },
  ],
};

export const workableRoute: FakeRoute = ({ url }) => {
  const match = url.pathname.match(/^\/workable\/api\/v1\/widget\/accounts\/([^/]+)$/);
  if (!match) return undefined;
  return match[1] === 'acme' ? json(workableAccount) : json({ error: 'Not found' }, 404);
};
