import type { FakeResponse, FakeRoute } from './fake-response.ts';

const page = (...blocks: string[]): FakeResponse => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head><title>Careers</title>${blocks
    .map((block) => `<script type="application/ld+json">${block}</script>`)
    .join('\n')}</head><body><h1>Careers</h1></body></html>`,
});
const ld = (value: unknown) => JSON.stringify(value, null, 2);

/** One posting: structured hourly pay, entity-escaped title, an address per place. */
const nurse = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Registered Nurse &amp; Charge Nurse',
  description: '<p>Lead a 24-bed med/surg unit.</p>',
  identifier: { '@type': 'PropertyValue', name: 'Lakeside Health', value: 'RN-2025-88' },
  datePosted: '2025-04-18',
  validThrough: '2025-06-30T23:59:59-07:00',
  employmentType: ['FULL_TIME'],
  hiringOrganization: {
    '@type': 'Organization',
    name: 'Lakeside Health',
    sameAs: 'https://www.lakeside-health.example',
  },
  jobLocation: [
    {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Madison',
        addressRegion: 'WI',
        addressCountry: 'US',
      },
    },
  ],
  baseSalary: {
    '@type': 'MonetaryAmount',
    currency: 'USD',
    value: { '@type': 'QuantitativeValue', minValue: 42, maxValue: 55, unitText: 'HOUR' },
  },
  skills: 'Patient assessment, IV therapy',
  url: 'nurse.html',
};

/** Several postings in one array, beside a block that is no job at all. */
const openings = [
  {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Staff Accountant',
    description: '&lt;p&gt;Month-end close.&lt;/p&gt;',
    datePosted: '2025-05-01',
    employmentType: 'FULL_TIME',
    hiringOrganization: 'Ledger & Co',
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: 65000, unitText: 'YEAR' },
    },
    url: 'https://jobs.ledger.example/accountant',
  },
  {
    '@context': 'https://schema.org',
    '@type': ['JobPosting'],
    title: 'Payroll Clerk',
    description: '<p>Part-time payroll.</p>',
    datePosted: '2025-05-02',
    employmentType: 'PART_TIME',
    hiringOrganization: { name: 'Ledger & Co' },
    jobLocation: { '@type': 'Place', address: 'Austin, TX' },
  },
];
const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Ledger & Co',
};

/** A @graph holding a WebPage, an Organization and the JobPosting. */
const graph = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', '@id': '#page', name: 'Electrician opening' },
    { '@type': 'Organization', '@id': '#org', name: 'Bright Sparks Electric' },
    {
      '@type': 'JobPosting',
      title: 'Journeyman Electrician',
      description: '<p>Commercial wiring.</p>',
      datePosted: '2025-04-28T08:00:00-05:00',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@id': '#org', name: 'Bright Sparks Electric' },
      jobLocation: {
        '@type': 'Place',
        address: {
          addressLocality: 'Tulsa',
          addressRegion: 'OK',
          addressCountry: { '@type': 'Country', name: 'US' },
        },
      },
      identifier: 'EL-7',
    },
  ],
};

const truckDriver = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'CDL-A Truck Driver',
  description: '<p>Regional routes.</p>',
  datePosted: '2025-05-03',
  hiringOrganization: { name: 'Haul Right' },
  jobLocation: {
    address: { addressLocality: 'Joplin', addressRegion: 'MO', addressCountry: 'US' },
  },
};

const brokenJson =
  '{ "@context": "https://schema.org", "@type": "JobPosting", "title": "Broken", }';

const sitemap = (origin: string, paths: string[], tag: 'urlset' | 'sitemapindex' = 'urlset') => ({
  status: 200,
  headers: { 'content-type': 'application/xml' },
  body: `<?xml version="1.0" encoding="UTF-8"?>\n<${tag} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((path) =>
      tag === 'urlset'
        ? `<url><loc>${origin}${path}</loc></url>`
        : `<sitemap><loc>${origin}${path}</loc></sitemap>`,
    )
    .join('')}</${tag}>`,
});

/** A careers index without JobPostings of its own: its job links lead to the postings. */
const careersIndex = (block: string): FakeResponse => {
  const listing = page(block);
  const links = [
    'nurse.html',
    'openings.html',
    '/jsonld/careers/graph.html',
    'https://elsewhere.example/jobs/9',
    '/jsonld/contact.html',
    '#top',
  ]
    .map((href) => `<li><a class="job" href="${href}">Opening</a></li>`)
    .join('');
  return {
    ...listing,
    body: listing.body.replace('<h1>Careers</h1>', `<h1>Careers</h1><ul>${links}</ul>`),
  };
};

export const jsonLdRoute: FakeRoute = ({ url, headers }) => {
  if (!url.pathname.startsWith('/jsonld/')) return undefined;
  const origin = `http://${headers.host}/jsonld`;
  switch (url.pathname.slice('/jsonld'.length)) {
    case '/careers/nurse.html':
      return page(ld(nurse));
    case '/careers/openings.html':
      return page(ld(organization), ld(openings));
    case '/careers/graph.html':
      return page(ld(graph));
    case '/careers/broken.html':
      return page(brokenJson);
    case '/careers/mixed.html':
      return page(brokenJson, ld(truckDriver));
    case '/careers/about.html':
      return page(ld(organization));
    case '/careers/':
      return careersIndex(ld(organization));
    case '/sitemap.xml':
      return sitemap(origin, [
        '/careers/nurse.html',
        '/careers/openings.html',
        '/careers/graph.html',
        '/careers/mixed.html',
        '/careers/gone.html',
        '/careers/about.html',
      ]);
    case '/sitemap-index.xml':
      return sitemap(origin, ['/sitemap.xml'], 'sitemapindex');
    default:
      return { status: 404, headers: { 'content-type': 'text/html' }, body: '<h1>Not found</h1>' };
  }
};
