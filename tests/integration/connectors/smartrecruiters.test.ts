import { describe, expect, it } from 'vitest';
import { createSmartRecruitersConnector } from '../../../src/core/catalogue/connectors/smartrecruiters.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';

const { at, boards } = fakeJobBoardsForFile();

describe('smartrecruiters connector', () => {
  it('pages with offset/limit until totalFound and maps the postings', async () => {
    const postings = await collect(createSmartRecruitersConnector({ pageSize: 2 }), {
      kind: 'smartrecruiters',
      key: 'AcmeRobotics',
      baseUrl: at('smartrecruiters'),
    });
    const offsets = boards().requests.map((r) => r.url.searchParams.get('offset'));
    expect(offsets).toEqual(['0', '2']);
    expect(postings.map((p) => p.sourceId)).toEqual([
      '744000012345678',
      '744000012345999',
      '744000012346001',
    ]);
    expect(postings[0]).toMatchObject({
      title: 'Director, Customer Engagement',
      company: 'Acme Robotics Inc',
      requisitionId: 'REF12345',
      workplace: 'remote',
      employmentType: 'FULL_TIME',
      locations: [
        { raw: 'San Francisco, CA, US', city: 'San Francisco', region: 'CA', country: 'US' },
      ],
      applyUrl: 'https://jobs.smartrecruiters.com/AcmeRobotics/744000012345678',
    });
    expect(postings[1]?.workplace).toBe('unknown');
    expect(postings[2]).toMatchObject({ workplace: 'hybrid', employmentType: 'PART_TIME' });
  });
});
