import { describe, expect, it } from 'vitest';
import { createUsajobsConnector } from '../../../src/core/catalogue/connectors/usajobs.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';
import { usajobsTestKeys } from '../../helpers/fake-job-boards/usajobs.ts';

const { at, boards } = fakeJobBoardsForFile();

describe('usajobs connector', () => {
  it('sends the key and e-mail User-Agent, pages to NumberOfPages and reads the pay-rate codes', async () => {
    const postings = await collect(createUsajobsConnector(usajobsTestKeys), {
      kind: 'usajobs',
      key: 'Keyword=nurse&LocationName=Colorado',
      baseUrl: at('usajobs'),
    });
    const pages = boards().requests.map((r) => [
      r.url.searchParams.get('Page'),
      r.url.searchParams.get('Keyword'),
    ]);
    expect(pages).toEqual([
      ['1', 'nurse'],
      ['2', 'nurse'],
    ]);
    const [it, nurse, forestry] = postings;
    expect(it).toMatchObject({
      sourceId: '812345600',
      requisitionId: 'FAA-ATO-25-1234',
      company: 'Federal Aviation Administration',
      workplace: 'hybrid',
      employmentType: 'FULL_TIME',
      salary: { min: 98496, max: 152690, currency: 'USD', period: 'year' },
      postedAt: '2025-05-01T00:00:00.000Z',
      closesAt: '2025-05-15T23:59:59.997Z',
      attributionUrl: 'https://www.usajobs.gov/job/812345600',
    });
    expect(it?.descriptionHtml).toBe(
      '<p>This position is part of the Air Traffic Organization.</p><p>Applicants must have one year of specialized experience &lt;GS-11&gt;.</p>',
    );
    expect(nurse).toMatchObject({
      workplace: 'onsite',
      employmentType: 'TEMPORARY',
      salary: { min: 41.5, max: 55.2, period: 'hour' },
    });
    expect(nurse?.locations.map((l) => l.raw)).toEqual(['Denver, Colorado', 'Aurora, Colorado']);
    // Bi-weekly pay is two weeks' pay.
    expect(forestry?.salary).toMatchObject({ min: 900, max: 1100, period: 'week' });
  });

  it('fails with the status when the key is refused', async () => {
    const connector = createUsajobsConnector({ ...usajobsTestKeys, apiKey: 'wrong' });
    await expect(
      collect(connector, { kind: 'usajobs', key: 'all', baseUrl: at('usajobs') }),
    ).rejects.toThrow(/HTTP 401/);
  });
});
