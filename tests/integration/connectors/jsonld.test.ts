import { describe, expect, it } from 'vitest';
import { jsonLdConnector } from '../../../src/core/catalogue/connectors/jsonld.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';

const { at } = fakeJobBoardsForFile();
const read = (path: string) =>
  collect(jsonLdConnector, { kind: 'jsonld', key: at(`jsonld${path}`) });

describe('jsonld connector', () => {
  it('reads a page with one JobPosting', async () => {
    const [nurse] = await read('/careers/nurse.html');
    expect(nurse).toMatchObject({
      source: 'jsonld',
      title: 'Registered Nurse & Charge Nurse',
      company: 'Lakeside Health',
      companyDomain: 'lakeside-health.example',
      sourceId: 'Lakeside Health:RN-2025-88',
      requisitionId: 'RN-2025-88',
      employmentType: 'FULL_TIME',
      workplace: 'unknown',
      locations: [{ raw: 'Madison, WI, US', city: 'Madison', region: 'WI', country: 'US' }],
      salary: { min: 42, max: 55, currency: 'USD', period: 'hour' },
      postedAt: '2025-04-18T00:00:00.000Z',
      closesAt: '2025-07-01T06:59:59.000Z',
      applyUrl: at('jsonld/careers/nurse.html'),
      skills: ['Patient assessment', 'IV therapy'],
    });
  });

  it('reads several postings from an array beside other JSON-LD', async () => {
    const [accountant, clerk] = await read('/careers/openings.html');
    expect(accountant).toMatchObject({
      title: 'Staff Accountant',
      company: 'Ledger & Co',
      workplace: 'remote',
      locations: [{ raw: 'USA' }],
      salary: { min: 65000, max: 65000, period: 'year' },
      descriptionHtml: '<p>Month-end close.</p>',
      sourceId: 'https://jobs.ledger.example/accountant',
    });
    expect(clerk).toMatchObject({
      title: 'Payroll Clerk',
      employmentType: 'PART_TIME',
      locations: [{ raw: 'Austin, TX' }],
    });
  });

  it('finds the JobPosting inside an @graph', async () => {
    const postings = await read('/careers/graph.html');
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      title: 'Journeyman Electrician',
      company: 'Bright Sparks Electric',
      employmentType: 'CONTRACT',
      locations: [{ raw: 'Tulsa, OK, US', city: 'Tulsa' }],
      postedAt: '2025-04-28T13:00:00.000Z',
    });
  });

  it('skips a broken JSON block and keeps the valid one on the same page', async () => {
    const postings = await read('/careers/mixed.html');
    expect(postings.map((p) => p.title)).toEqual(['CDL-A Truck Driver']);
  });

  it('fails loudly when a page has JSON-LD and none of it is readable', async () => {
    await expect(read('/careers/broken.html')).rejects.toThrow(/^jsonld .*malformed payload/);
  });

  it('follows the job links of a careers index that has no JobPosting itself', async () => {
    const titles = (await read('/careers/')).map((p) => p.title);
    expect(titles).toEqual([
      'Registered Nurse & Charge Nurse',
      'Staff Accountant',
      'Payroll Clerk',
      'Journeyman Electrician',
    ]);
  });

  it('walks a sitemap (and a sitemap index), tolerating a broken page and a vanished one', async () => {
    const titles = [
      'Registered Nurse & Charge Nurse',
      'Staff Accountant',
      'Payroll Clerk',
      'Journeyman Electrician',
      'CDL-A Truck Driver',
    ];
    expect((await read('/sitemap.xml')).map((p) => p.title)).toEqual(titles);
    expect((await read('/sitemap-index.xml')).map((p) => p.title)).toEqual(titles);
  });
});
