import { describe, expect, it } from 'vitest';
import {
  createWorkdayConnector,
  postedOnToIso,
} from '../../../src/core/catalogue/connectors/workday.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';

const { at, boards } = fakeJobBoardsForFile();

describe('workday connector', () => {
  it('POSTs the job search per tenant, pages by offset using the first page total', async () => {
    const postings = await collect(createWorkdayConnector({ pageSize: 2 }), {
      kind: 'workday',
      key: 'https://acme.wd5.myworkdayjobs.com/en-US/External',
      baseUrl: at('workday'),
    });
    const bodies = boards().requests.map(
      (r) => JSON.parse(r.body) as { offset: number; limit: number },
    );
    expect(bodies).toEqual([
      { appliedFacets: {}, limit: 2, offset: 0, searchText: '' },
      { appliedFacets: {}, limit: 2, offset: 2, searchText: '' },
    ]);
    expect(postings.map((p) => p.title)).toEqual([
      'Registered Nurse - Med/Surg',
      'Truck Driver CDL-A',
      'Accountant',
    ]);
    const [nurse, driver, accountant] = postings;
    expect(nurse).toMatchObject({
      sourceId: '/job/Reno-NV/Registered-Nurse---Med-Surg_R-10234',
      company: 'Acme',
      locations: [{ raw: 'Reno, NV' }],
      postedAt: '2025-05-04T00:00:00.000Z',
      applyUrl:
        'https://acme.wd5.myworkdayjobs.com/en-US/External/job/Reno-NV/Registered-Nurse---Med-Surg_R-10234',
    });
    expect(driver).toMatchObject({ locations: [], postedAt: '2025-05-01T00:00:00.000Z' });
    expect(accountant).toMatchObject({ workplace: 'remote', postedAt: '2025-04-04T00:00:00.000Z' });
  });

  it('names the company by the followed source’s label when it has one', async () => {
    const [first] = await collect(createWorkdayConnector(), {
      kind: 'workday',
      key: 'acme.wd5.myworkdayjobs.com/External',
      baseUrl: at('workday'),
      label: 'Acme Health System',
    });
    expect(first?.company).toBe('Acme Health System');
  });

  it('reads relative posted dates', () => {
    const now = new Date('2025-05-04T12:00:00Z');
    expect(postedOnToIso('Posted Yesterday', now)).toBe('2025-05-03T00:00:00.000Z');
    expect(postedOnToIso('Posted 1 Day Ago', now)).toBe('2025-05-03T00:00:00.000Z');
    expect(postedOnToIso('Recently', now)).toBeNull();
  });
});
