import { describe, expect, it } from 'vitest';
import { workableConnector } from '../../../src/core/catalogue/connectors/workable.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';

const { at } = fakeJobBoardsForFile();

describe('workable connector', () => {
  it('maps the widget feed: account name, shortcode ids, telecommuting, dates', async () => {
    const postings = await collect(workableConnector, {
      kind: 'workable',
      key: 'acme',
      baseUrl: at('workable'),
    });
    expect(postings).toHaveLength(2);
    expect(postings[0]).toMatchObject({
      sourceId: '7F3A2B91C0',
      company: 'Acme Robotics',
      title: 'Warehouse Operations Lead',
      workplace: 'unknown',
      employmentType: 'FULL_TIME',
      postedAt: '2025-04-28T00:00:00.000Z',
      locations: [{ raw: 'Reno, Nevada, United States', city: 'Reno', region: 'Nevada' }],
      applyUrl: 'https://apply.workable.com/j/7F3A2B91C0/apply',
      ats: { kind: 'workable', ids: { account: 'acme', shortcode: '7F3A2B91C0' } },
    });
    expect(postings[0]?.requisitionId).toBeUndefined();
    expect(postings[1]).toMatchObject({
      workplace: 'remote',
      employmentType: 'CONTRACT',
      requisitionId: 'DA-2025-3',
    });
  });
});
