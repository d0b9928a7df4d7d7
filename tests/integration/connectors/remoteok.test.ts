import { describe, expect, it } from 'vitest';
import { remoteOkConnector } from '../../../src/core/catalogue/connectors/remoteok.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';

const { at } = fakeJobBoardsForFile();

describe('remoteok connector', () => {
  it('skips the legal notice, reads epoch seconds, keeps the attribution link', async () => {
    const [engineer, coder] = await collect(remoteOkConnector, {
      kind: 'remoteok',
      key: 'all',
      baseUrl: at('remoteok'),
    });
    expect(engineer).toMatchObject({
      sourceId: '1098765',
      title: 'Senior Backend Engineer',
      company: 'Acme Robotics',
      workplace: 'remote',
      postedAt: '2025-05-01T16:00:00.000Z',
      salary: { min: 150000, max: 190000, currency: 'USD', period: 'year' },
      attributionUrl:
        'https://remoteok.com/remote-jobs/remote-senior-backend-engineer-acme-robotics-1098765',
      ats: null,
    });
    expect(coder).toMatchObject({
      salary: null,
      employmentType: 'PART_TIME',
      locations: [{ raw: 'Worldwide' }],
    });
  });
});
