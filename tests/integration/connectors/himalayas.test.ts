import { describe, expect, it } from 'vitest';
import { createHimalayasConnector } from '../../../src/core/catalogue/connectors/himalayas.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';

const { at, boards } = fakeJobBoardsForFile();

describe('himalayas connector', () => {
  it('pages by offset up to totalCount and reads either currency key', async () => {
    const postings = await collect(createHimalayasConnector({ pageSize: 2 }), {
      kind: 'himalayas',
      key: 'all',
      baseUrl: at('himalayas'),
    });
    expect(boards().requests.map((r) => r.url.searchParams.get('offset'))).toEqual(['0', '2']);
    const [engineer, support, bookkeeper] = postings;
    expect(engineer).toMatchObject({
      workplace: 'remote',
      employmentType: 'FULL_TIME',
      salary: { min: 150000, max: 190000, currency: 'USD', period: 'year' },
      postedAt: '2025-05-01T16:00:00.000Z',
      closesAt: '2025-05-31T16:00:00.000Z',
      attributionUrl: 'https://himalayas.app/companies/acme-robotics/jobs/senior-backend-engineer',
    });
    expect(engineer?.locations.map((l) => l.raw)).toEqual(['United States', 'Canada']);
    expect(support).toMatchObject({
      employmentType: 'PART_TIME',
      salary: { min: 40000, max: null, currency: 'EUR' },
      locations: [{ raw: 'Worldwide' }],
      applyUrl: 'https://helpful.example/careers/support',
    });
    expect(bookkeeper).toMatchObject({ salary: null, employmentType: 'CONTRACT' });
  });

  it('searches when the key is a query', async () => {
    const postings = await collect(createHimalayasConnector(), {
      kind: 'himalayas',
      key: 'bookkeeper',
      baseUrl: at('himalayas'),
    });
    expect(boards().requests.at(-1)?.url.pathname).toBe('/himalayas/jobs/api/search');
    expect(postings.map((p) => p.title)).toEqual(['Bookkeeper']);
  });
});
