import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeverConnector } from '../../../src/core/catalogue/connectors/lever.ts';
import { collect } from '../../helpers/fake-job-boards/harness.ts';
import { type FakeJobBoards, startFakeJobBoards } from '../../helpers/fake-job-boards/server.ts';

let boards: FakeJobBoards;
beforeAll(async () => {
  boards = await startFakeJobBoards();
});
afterAll(() => boards.close());

describe('lever connector', () => {
  it('pages with skip/limit and maps postings, workplace spellings and salary intervals', async () => {
    const before = boards.requests.length;
    const postings = await collect(createLeverConnector({ pageSize: 2 }), {
      kind: 'lever',
      key: 'acme',
      baseUrl: `${boards.url}/lever`,
    });
    const skips = boards.requests
      .slice(before)
      .filter((r) => r.url.pathname.startsWith('/lever/v0/'))
      .map((r) => r.url.searchParams.get('skip'));
    expect(skips).toEqual(['0', '2']);
    expect(postings.map((p) => p.title)).toEqual([
      'Platform Engineer',
      'Support Agent (Teilzeit)',
      'HVAC Technician',
    ]);
    const [platform, support, hvac] = postings;
    expect(platform).toMatchObject({
      company: 'Acme',
      workplace: 'hybrid',
      employmentType: 'FULL_TIME',
      postedAt: '2025-04-29T16:00:00.000Z',
      salary: { min: 150000, max: 185000, currency: 'USD', period: 'year' },
      ats: {
        kind: 'lever',
        ids: { site: 'acme', postingId: '5ac21346-8e0c-4494-8e7a-3eb92ff77902' },
      },
    });
    expect(platform?.locations).toEqual([
      { raw: 'New York, NY', country: 'US' },
      { raw: 'Remote - US' },
    ]);
    expect(platform?.descriptionHtml).toContain(
      '<h3>Requirements</h3><ul><li>5+ years with TypeScript',
    );
    expect(platform?.descriptionHtml).toContain('401k matching');
    expect(support).toMatchObject({
      workplace: 'onsite',
      employmentType: 'PART_TIME',
      salary: { min: 18, max: 22, currency: 'EUR', period: 'hour' },
    });
    expect(hvac).toMatchObject({ workplace: 'onsite', employmentType: 'CONTRACT' });
    expect(hvac?.salary?.period).toBe('unknown');
  });

  it('stops when a server ignores skip and repeats the page', async () => {
    const postings = await collect(createLeverConnector({ pageSize: 2 }), {
      kind: 'lever',
      key: 'unpaged',
      baseUrl: `${boards.url}/lever`,
    });
    expect(postings).toHaveLength(3);
  });

  it('names an unknown site in its error', async () => {
    await expect(
      collect(createLeverConnector(), {
        kind: 'lever',
        key: 'nobody',
        baseUrl: `${boards.url}/lever`,
      }),
    ).rejects.toThrow(/^lever .*\/nobody.*HTTP 404/);
  });
});
