import { describe, expect, it } from 'vitest';
import { createAdzunaConnector } from '../../../src/core/catalogue/connectors/adzuna.ts';
import { adzunaTestKeys } from '../../helpers/fake-job-boards/adzuna.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';

const { at, boards } = fakeJobBoardsForFile();

describe('adzuna connector', () => {
  it('pages in the path, uses the country currency and flags predicted salaries', async () => {
    const postings = await collect(createAdzunaConnector(adzunaTestKeys, { pageSize: 2 }), {
      kind: 'adzuna',
      key: 'gb?what=driver&where=Leeds',
      baseUrl: at('adzuna'),
    });
    expect(boards().requests.map((r) => r.url.pathname)).toEqual([
      '/adzuna/v1/api/jobs/gb/search/1',
      '/adzuna/v1/api/jobs/gb/search/2',
    ]);
    expect(boards().requests[0]?.url.searchParams.get('what')).toBe('driver');
    const [engineer, driver, carer] = postings;
    expect(engineer).toMatchObject({
      sourceId: '4567890123',
      company: 'Acme Robotics',
      employmentType: 'FULL_TIME',
      salary: { min: 70000, max: 85000, currency: 'GBP', period: 'year', isEstimate: false },
      attributionUrl: 'https://www.adzuna.com/land/ad/4567890123?se=abc&utm_medium=api&v=DEF',
    });
    expect(driver).toMatchObject({
      employmentType: 'CONTRACT',
      salary: { currency: 'GBP', isEstimate: true },
    });
    expect(driver?.descriptionHtml).toBe('<p>Night trunking &amp; tramping…</p>');
    expect(carer).toMatchObject({ employmentType: 'PART_TIME', salary: null });
  });

  it('keeps the app key out of error messages', async () => {
    const connector = createAdzunaConnector({
      appId: adzunaTestKeys.appId,
      appKey: 'leaked-secret',
    });
    const failure = collect(connector, { kind: 'adzuna', key: 'gb', baseUrl: at('adzuna') });
    await expect(failure).rejects.toThrow(/HTTP 401/);
    await expect(failure).rejects.not.toThrow(/leaked-secret/);
  });
});
