import { describe, expect, it } from 'vitest';
import { samplePosting } from '../../../tests/helpers/sample-posting.ts';
import { applyUrlKey, companyKey, titleKey } from './normalize-keys.ts';
import { normalizePosting } from './normalize-posting.ts';

describe('normalizePosting', () => {
  it('sanitizes the description with an allow-list and derives plain text', () => {
    const job = normalizePosting(samplePosting());
    expect(job.descriptionHtml).not.toContain('script');
    expect(job.descriptionHtml).toContain('<li>BLS</li>');
    expect(job.descriptionText).toBe('Care for patients.\n• BLS');
  });

  it('annualizes the salary and shows it as text', () => {
    const job = normalizePosting(samplePosting());
    expect(job.salary).toMatchObject({ annualMin: 62_400, annualUsdMax: 83_200 });
    expect(job.salaryText).toBe('USD 30–40 per hour');
  });

  it('joins locations and infers the workplace from text when the source does not say', () => {
    const remote = normalizePosting(samplePosting({ locations: [{ raw: 'Remote - US' }] }));
    expect(remote.workplace).toBe('remote');
    const hybrid = normalizePosting(samplePosting({ locations: [{ raw: 'Hybrid; Boston, MA' }] }));
    expect(hybrid.locationText).toBe('Hybrid; Boston, MA');
    expect(hybrid.workplace).toBe('hybrid');
    expect(normalizePosting(samplePosting({ workplace: 'onsite' })).workplace).toBe('onsite');
  });

  it('keys apply URLs without tracking parameters, case of host or trailing slash', () => {
    expect(applyUrlKey('https://Boards.Greenhouse.io/acme/jobs/1/?utm_source=x&gh_src=y')).toBe(
      'boards.greenhouse.io/acme/jobs/1',
    );
    expect(applyUrlKey('https://www.acme.com/careers?gh_jid=55&lever-source=li')).toBe(
      'acme.com/careers?gh_jid=55',
    );
  });

  it('keys companies without legal suffixes and titles without abbreviations or remote tags', () => {
    expect(companyKey('Acme Health, Inc.')).toBe(companyKey('ACME Health'));
    expect(companyKey('Müller GmbH')).toBe('muller');
    expect(titleKey('Sr. Accountant (Remote)')).toBe(titleKey('Senior Accountant'));
    expect(titleKey('Truck Driver - Remote')).toBe('truck driver');
  });

  it('marks relocation offered in the text as the string "true"', () => {
    expect(normalizePosting(samplePosting()).willingToRelocate).toBeNull();
    const job = normalizePosting(
      samplePosting({ descriptionHtml: '<p>Relocation assistance available.</p>' }),
    );
    expect(job.willingToRelocate).toBe('true');
  });

  it('ranks an ATS record with salary richer than a bare aggregator copy', () => {
    const ats = normalizePosting(samplePosting());
    const aggregator = normalizePosting(
      samplePosting({ source: 'arbeitnow', ats: null, salary: null }),
    );
    expect(ats.richness).toBeGreaterThan(aggregator.richness);
  });
});
