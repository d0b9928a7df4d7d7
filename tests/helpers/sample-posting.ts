import type { SourcePosting } from '../../src/core/catalogue/connector-contract.ts';

/** A valid Greenhouse-shaped posting with `overrides` on top. */
export function samplePosting(overrides: Partial<SourcePosting> = {}): SourcePosting {
  return {
    source: 'greenhouse',
    tenant: 'acme',
    sourceId: '4012345006',
    title: 'Registered Nurse',
    company: 'Acme Health, Inc.',
    locations: [{ raw: 'Austin, TX', city: 'Austin', region: 'TX', country: 'US' }],
    workplace: 'unknown',
    employmentType: 'FULL_TIME',
    salary: {
      min: 30,
      max: 40,
      currency: 'USD',
      period: 'hour',
      origin: 'structured',
      isEstimate: false,
    },
    descriptionHtml: '<p>Care for patients.</p><script>alert(1)</script><ul><li>BLS</li></ul>',
    postedAt: '2026-11-01T00:00:00.000Z',
    applyUrl: 'https://Boards.Greenhouse.io/acme/jobs/4012345006/?utm_source=x&gh_src=y',
    ats: { kind: 'greenhouse', ids: { boardToken: 'acme', jobId: '4012345006' } },
    skills: [],
    willingToRelocate: null,
    isDemo: false,
    ...overrides,
  };
}
