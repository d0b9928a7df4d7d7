import { describe, expect, it } from 'vitest';
import { type StoredJobForMatching, toMatchableJob } from './to-matchable-job.ts';

const stored = (overrides: Partial<StoredJobForMatching> = {}): StoredJobForMatching => ({
  id: 'j1',
  title: 'Registered Nurse',
  company: 'Lakeside',
  companyKey: 'lakeside',
  occupationSoc: '29-1141',
  skills: ['Patient care'],
  software: [{ tool: 'Epic', proficiency: '' }],
  certifications: [{ name: 'BLS', organization: 'AHA' }],
  salaryAnnualUsdMin: '70000',
  salaryAnnualUsdMax: null,
  locations: [],
  locationText: '',
  workplace: 'onsite',
  employmentType: 'FULL_TIME',
  shifts: [],
  industry: 'Healthcare',
  postedAt: null,
  firstSeenAt: new Date('2026-11-20T00:00:00Z'),
  descriptionText: 'Caring for patients on a ward.',
  closedAt: null,
  ...overrides,
});

describe('toMatchableJob', () => {
  it('maps tools, certifications, numbers and a missing posting date', () => {
    const job = toMatchableJob(stored());
    expect(job.tools).toEqual(['Epic']);
    expect(job.certifications).toEqual(['BLS']);
    expect(job.salaryAnnualUsdMin).toBe(70_000);
    expect(job.salaryAnnualUsdMax).toBeNull();
    expect(job.postedAt).toEqual(new Date('2026-11-20T00:00:00Z'));
    expect(job.terms).toContain('nurse');
    expect(job.isClosed).toBe(false);
  });

  it('places US jobs from their structured place, or from the display text', () => {
    const structured = toMatchableJob(
      stored({ locations: [{ raw: 'Austin', city: 'Austin', region: 'TX', country: 'US' }] }),
    );
    expect(structured.locations[0]?.lat).toBeCloseTo(30.27, 1);
    const fromText = toMatchableJob(stored({ locationText: 'Denver, CO' }));
    expect(fromText.locations[0]?.lon).toBeCloseTo(-104.99, 1);
  });

  it("places a town the gazetteer lacks at its state's largest city, marked approximate", () => {
    const town = toMatchableJob(
      stored({
        locations: [
          { raw: 'Nowhere Creek, MD', city: 'Nowhere Creek', region: 'MD', country: 'US' },
        ],
      }),
    );
    expect(town.locations[0]).toMatchObject({ region: 'MD', approximate: true });
    expect(town.locations[0]?.lat).toBeCloseTo(39.29, 1); // Baltimore
    const fromRaw = toMatchableJob(
      stored({ locations: [{ raw: 'Nowhere Creek, WY', city: 'Nowhere Creek' }] }),
    );
    expect(fromRaw.locations[0]).toMatchObject({ approximate: true });
    expect(fromRaw.locations[0]?.lat).toBeCloseTo(41.14, 1); // Cheyenne
    const known = toMatchableJob(stored({ locations: [{ raw: 'Casper, WY', city: 'Casper' }] }));
    expect(known.locations[0]?.approximate).toBeUndefined();
    expect(known.locations[0]?.lat).toBeCloseTo(42.87, 1);
    // A city the source gave without its state: the display text says which Springfield.
    const ambiguous = toMatchableJob(
      stored({ locations: [{ raw: 'Springfield, MO', city: 'Springfield', country: 'US' }] }),
    );
    expect(ambiguous.locations[0]?.approximate).toBeUndefined();
    expect(ambiguous.locations[0]?.lat).toBeCloseTo(37.2, 1);
  });

  it('leaves places abroad or unknown without coordinates', () => {
    const abroad = toMatchableJob(
      stored({ locations: [{ raw: 'Berlin', city: 'Berlin', country: 'DE' }] }),
    );
    expect(abroad.locations[0]).toEqual({ city: 'Berlin', region: null, country: 'DE' });
    expect(
      toMatchableJob(stored({ locationText: 'Somewhere nice' })).locations[0]?.lat,
    ).toBeUndefined();
  });
});
