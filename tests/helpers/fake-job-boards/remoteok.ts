import { type FakeRoute, json } from './fake-response.ts';

/**
 * GET https://remoteok.com/api — one array, element 0 the legal notice. Pitfalls: epoch in
 * seconds, salary 0 meaning "not stated", id as a string, the attribution link in `url`.
 */
export const remoteOkFeed = [
  {
    last_updated: 1746201600,
    legal:
      "API Terms of Service: Please link back to the URL on Remote OK and mention Remote OK as a source, so we get traffic back from your site. If you do not we'll have to suspend API access.",
  },
  {
    slug: 'remote-senior-backend-engineer-acme-robotics-1098765',
    id: '1098765',
    epoch: 1746115200,
    date: '2025-05-01T16:00:00+00:00',
    company: 'Acme Robotics',
    company_logo: 'https://remoteok.com/assets/img/jobs/acme-logo.png',
    position: 'Senior Backend Engineer',
    tags: ['backend', 'typescript', 'senior', 'dev'],
    logo: 'https://remoteok.com/assets/img/jobs/acme-logo.png',
    description: '<p>Build our fleet API in Node.js.</p>',
    location: 'United States',
    salary_min: 150000,
    salary_max: 190000,
    apply_url:
      'https://remoteok.com/remote-jobs/remote-senior-backend-engineer-acme-robotics-1098765',
    original: true,
    url: 'https://remoteOK.com/remote-jobs/remote-senior-backend-engineer-acme-robotics-1098765',
  },
  {
    slug: 'remote-medical-coder-carewell-1098800',
    id: '1098800',
    epoch: 1746201600,
    date: '2025-05-02T16:00:00+00:00',
    company: 'Carewell',
    position: 'Medical Coder',
    tags: ['healthcare', 'part time'],
    description: '<p>CPC certified coder.</p>',
    location: 'Worldwide',
    salary_min: 0,
    salary_max: 0,
    apply_url: 'https://remoteok.com/remote-jobs/remote-medical-coder-carewell-1098800',
    original: false,
    url: 'https://remoteOK.com/remote-jobs/remote-medical-coder-carewell-1098800',
  },
];

export const remoteOkRoute: FakeRoute = ({ url }) =>
  url.pathname === '/remoteok/api' ? json(remoteOkFeed) : undefined;
