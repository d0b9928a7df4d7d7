import { describe, expect, it } from 'vitest';
import { samplePosting } from '../../../tests/helpers/sample-posting.ts';
import type { SourcePosting } from './connector-contract.ts';
import {
  dedupePostings,
  type KnownJobs,
  type PreparedPosting,
  sourceKeyOf,
} from './dedupe-postings.ts';
import { sketchDescription, sketchSimilarity } from './description-sketch.ts';
import { noOccupationKnowledge } from './enrich-posting.ts';
import { preparePosting } from './prepare-posting.ts';

const prepare = (overrides: Partial<SourcePosting>): PreparedPosting =>
  preparePosting(samplePosting(overrides), noOccupationKnowledge, null);
const none: KnownJobs = { bySourceKey: new Map(), jobs: [] };

const vocabulary =
  'patients care shifts team safety schedule records equipment customers training quality reports inventory budget clients support inspections repairs vehicles deliveries invoices audits lessons students plans designs permits wiring circuits routes loads ledgers'.split(
    ' ',
  );

/** A long description whose words depend on `topic`: two topics share few 4-word shingles. */
const longText = (topic: string) => {
  let seed = [...topic].reduce((sum, char) => (Math.imul(sum, 31) + char.charCodeAt(0)) >>> 0, 7);
  const words = Array.from({ length: 400 }, () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return vocabulary[(seed >>> 16) % vocabulary.length];
  });
  return `<p>${topic}: ${words.join(' ')}</p>`;
};

describe('dedupePostings', () => {
  it('the same job on three sources becomes one job; the ATS record wins', () => {
    const description = longText('patient care');
    const assignments = dedupePostings(
      [
        prepare({
          source: 'arbeitnow',
          tenant: 'all',
          sourceId: 'rn-austin',
          ats: null,
          salary: null,
          descriptionHtml: description,
          applyUrl: 'https://boards.greenhouse.io/acme/jobs/1?utm_source=arbeitnow',
        }),
        prepare({
          source: 'greenhouse',
          tenant: 'acme',
          sourceId: '1',
          descriptionHtml: description,
          applyUrl: 'https://boards.greenhouse.io/acme/jobs/1',
        }),
        prepare({
          source: 'himalayas',
          tenant: 'all',
          sourceId: 'x9',
          ats: null,
          company: 'ACME Health',
          title: 'Registered nurse',
          descriptionHtml: description,
          applyUrl: 'https://himalayas.app/jobs/x9',
        }),
      ],
      none,
    );
    expect(new Set(assignments.map((a) => a.jobId)).size).toBe(1);
    expect(assignments.map((a) => a.wins)).toEqual([true, true, false]);
  });

  it('two different jobs with the same title at one company stay two (other location)', () => {
    const assignments = dedupePostings(
      [
        prepare({ sourceId: '1', applyUrl: 'https://boards.greenhouse.io/acme/jobs/1' }),
        prepare({
          sourceId: '2',
          applyUrl: 'https://boards.greenhouse.io/acme/jobs/2',
          locations: [{ raw: 'Dallas, TX' }],
        }),
      ],
      none,
    );
    expect(new Set(assignments.map((a) => a.jobId)).size).toBe(2);
  });

  it('same title and location but clearly different descriptions stay two, with distinct fingerprints', () => {
    const assignments = dedupePostings(
      [
        prepare({
          sourceId: '1',
          applyUrl: 'https://x.test/1',
          descriptionHtml: longText('intensive care unit'),
        }),
        prepare({
          sourceId: '2',
          applyUrl: 'https://x.test/2',
          descriptionHtml: longText('pediatric oncology clinic'),
        }),
      ],
      none,
    );
    expect(new Set(assignments.map((a) => a.jobId)).size).toBe(2);
    expect(new Set(assignments.map((a) => a.fingerprint)).size).toBe(2);
  });

  it('a near-identical description at the same company under another title is a duplicate', () => {
    const description = longText('forklift operation');
    const assignments = dedupePostings(
      [
        prepare({
          sourceId: '1',
          title: 'Warehouse Associate',
          applyUrl: 'https://x.test/1',
          descriptionHtml: description,
        }),
        prepare({
          source: 'lever',
          sourceId: 'a',
          title: 'Warehouse Worker',
          applyUrl: 'https://y.test/a',
          descriptionHtml: `${description}<p>Apply today.</p>`,
        }),
        prepare({
          source: 'lever',
          sourceId: 'b',
          company: 'Other Co',
          title: 'Warehouse Worker',
          applyUrl: 'https://y.test/b',
          descriptionHtml: description,
        }),
      ],
      none,
    );
    expect(assignments[1]?.jobId).toBe(assignments[0]?.jobId);
    expect(assignments[2]?.jobId).not.toBe(assignments[0]?.jobId);
  });

  it('matches stored jobs by source id first and keeps a richer stored record', () => {
    const known: KnownJobs = {
      bySourceKey: new Map([
        [sourceKeyOf({ source: 'greenhouse', tenant: 'acme', sourceId: '4012345006' }), 'job-1'],
      ]),
      jobs: [
        {
          id: 'job-1',
          fingerprint: 'f',
          companyKey: 'acme health',
          applyUrlKey: 'k',
          richness: 10_000,
          descriptionText: '',
          descriptionBuckets: [],
        },
      ],
    };
    const [assignment] = dedupePostings([prepare({})], known);
    expect(assignment).toMatchObject({
      jobId: 'job-1',
      isNewJob: false,
      wins: false,
      fingerprint: 'f',
    });
  });
});

describe('description sketches', () => {
  it('estimate high similarity for near copies and low for different texts', () => {
    const a = sketchDescription(longText('welding').replace(/<[^>]+>/g, ''));
    const b = sketchDescription(`${longText('welding').replace(/<[^>]+>/g, '')} One more line.`);
    const c = sketchDescription(longText('bookkeeping').replace(/<[^>]+>/g, ''));
    expect(sketchSimilarity(a, b)).toBeGreaterThanOrEqual(0.85);
    expect(sketchSimilarity(a, c)).toBeLessThan(0.3);
  });
});
