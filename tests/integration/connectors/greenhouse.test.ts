import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greenhouseConnector } from '../../../src/core/catalogue/connectors/greenhouse.ts';
import { collect } from '../../helpers/fake-job-boards/harness.ts';
import { type FakeJobBoards, startFakeJobBoards } from '../../helpers/fake-job-boards/server.ts';

let boards: FakeJobBoards;
beforeAll(async () => {
  boards = await startFakeJobBoards();
});
afterAll(() => boards.close());

describe('greenhouse connector', () => {
  it('maps the board, decodes escaped HTML once, keeps big ids exact and drops prospect posts', async () => {
    const postings = await collect(greenhouseConnector, {
      kind: 'greenhouse',
      key: 'acmerobotics',
      baseUrl: `${boards.url}/greenhouse`,
    });
    expect(postings.map((p) => p.sourceId)).toEqual(['4012345006', '9007199254740993']);
    const [engineer, support] = postings;
    expect(engineer).toMatchObject({
      title: 'Senior Backend Engineer',
      company: 'Acme Robotics',
      requisitionId: 'ENG-142',
      employmentType: 'FULL_TIME',
      workplace: 'unknown',
      postedAt: '2025-04-18T13:00:11.000Z',
      applyUrl: 'https://job-boards.greenhouse.io/acmerobotics/jobs/4012345006',
      salary: { min: 160000, max: 190000, currency: 'USD', period: 'year' },
      ats: { kind: 'greenhouse', ids: { boardToken: 'acmerobotics', jobId: '4012345006' } },
    });
    expect(engineer?.descriptionHtml).toBe(
      '<p>Acme Robotics builds warehouse robots.</p><ul><li>Design Node.js services</li></ul><p>Salary &amp; equity.</p>',
    );
    expect(engineer?.locations[0]).toEqual({ raw: 'San Francisco, CA' });
    expect(support).toMatchObject({ workplace: 'remote', salary: null, employmentType: null });
  });

  it('asks the board for its name when jobs carry no company (numeric tokens)', async () => {
    const [nurse] = await collect(greenhouseConnector, {
      kind: 'greenhouse',
      key: '8451',
      baseUrl: `${boards.url}/greenhouse`,
    });
    expect(nurse?.company).toBe('Example Hospital');
    expect(nurse?.locations.map((l) => l.raw)).toEqual(['Columbus, OH', 'Dayton, OH']);
  });
});
