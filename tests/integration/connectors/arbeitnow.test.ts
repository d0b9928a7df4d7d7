import { describe, expect, it } from 'vitest';
import { arbeitnowConnector } from '../../../src/core/catalogue/connectors/arbeitnow.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';

const { at, boards } = fakeJobBoardsForFile();

describe('arbeitnow connector', () => {
  it('follows links.next on the configured host and reads both created_at forms', async () => {
    const postings = await collect(arbeitnowConnector, {
      kind: 'arbeitnow',
      key: 'all',
      baseUrl: at('arbeitnow'),
    });
    expect(boards().requests.map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(postings.map((p) => p.title)).toEqual([
      'Senior Backend Engineer (m/w/d)',
      'Elektriker (m/w/d)',
      'Werkstudent Buchhaltung',
    ]);
    const [engineer, electrician, student] = postings;
    expect(engineer).toMatchObject({
      sourceId: 'senior-backend-engineer-berlin-123456',
      workplace: 'remote',
      employmentType: 'FULL_TIME',
      postedAt: '2025-05-02T08:00:00.000Z',
      attributionUrl:
        'https://www.arbeitnow.com/jobs/companies/acme-energy/senior-backend-engineer-berlin-123456',
    });
    expect(electrician).toMatchObject({
      workplace: 'unknown',
      employmentType: 'FULL_TIME',
      locations: [{ raw: 'Hamburg' }],
    });
    expect(student).toMatchObject({
      employmentType: 'INTERN',
      postedAt: '2025-04-30T08:00:00.000Z',
    });
  });
});
