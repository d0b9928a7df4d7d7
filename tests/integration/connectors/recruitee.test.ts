import { describe, expect, it } from 'vitest';
import { recruiteeConnector } from '../../../src/core/catalogue/connectors/recruitee.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';

const { at } = fakeJobBoardsForFile();

describe('recruitee connector', () => {
  it('reads string amounts and both date forms', async () => {
    const [owner, barista] = await collect(recruiteeConnector, {
      kind: 'recruitee',
      key: 'acme',
      baseUrl: at('recruitee/acme'),
    });
    expect(owner).toMatchObject({
      sourceId: '2781634',
      company: 'Acme BV',
      workplace: 'hybrid',
      employmentType: 'FULL_TIME',
      salary: { min: 5000, max: 6500, currency: 'EUR', period: 'month' },
      postedAt: '2025-04-24T09:12:45.000Z',
      closesAt: null,
      applyUrl: 'https://acme.recruitee.com/o/senior-product-owner-1/c/new',
      ats: { kind: 'recruitee', ids: { company: 'acme', offerSlug: 'senior-product-owner-1' } },
    });
    expect(owner?.descriptionHtml).toBe(
      '<p>You own the roadmap of our payments product.</p><ul><li>4+ years as product owner</li></ul>',
    );
    expect(owner?.locations[0]).toMatchObject({ city: 'Amsterdam', country: 'NL' });
    expect(barista).toMatchObject({
      workplace: 'onsite',
      employmentType: 'PART_TIME',
      salary: { min: 18.5, max: 18.5, period: 'hour' },
      postedAt: '2025-05-02T08:30:00.000Z',
      closesAt: '2025-06-01T00:00:00.000Z',
    });
  });
});
