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
    const [engineer, driver, carer, operative] = postings;
    expect(operative?.salary).toMatchObject({ origin: 'text', isEstimate: false });
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

  it('prefers the range the advert states over Adzuna’s prediction', async () => {
    const postings = await collect(createAdzunaConnector(adzunaTestKeys), {
      kind: 'adzuna',
      key: 'gb?what=warehouse',
      baseUrl: at('adzuna'),
    });
    const operative = postings.find((posting) => posting.sourceId === '4567890126');
    expect(operative?.salary).toEqual({
      min: 12.5,
      max: 13.75,
      currency: 'GBP',
      period: 'hour',
      origin: 'text',
      isEstimate: false,
    });
    // With no stated range, the prediction stays, marked an estimate (the card says so).
    const driver = postings.find((posting) => posting.sourceId === '4567890124');
    expect(driver?.salary).toMatchObject({ min: 50000, isEstimate: true, origin: 'structured' });
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
