import { describe, expect, it } from 'vitest';
import { ashbyConnector } from '../../../src/core/catalogue/connectors/ashby.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';

const { at } = fakeJobBoardsForFile();

describe('ashby connector', () => {
  it('drops unlisted postings and reads the salary component, not equity', async () => {
    const postings = await collect(ashbyConnector, {
      kind: 'ashby',
      key: 'acme',
      baseUrl: at('ashby'),
    });
    expect(postings.map((p) => p.title)).toEqual(['Product Designer', 'Machine Learning Intern']);
    const [designer, intern] = postings;
    expect(designer).toMatchObject({
      company: 'Acme',
      workplace: 'hybrid',
      employmentType: 'FULL_TIME',
      postedAt: '2025-04-30T16:21:55.393Z',
      salary: { min: 81000, max: 87000, currency: 'USD', period: 'year', origin: 'structured' },
      applyUrl: 'https://jobs.ashbyhq.com/acme/b0f4a6d2-3c1e-4b8a-9f6e-2d7c1a5e9b10/application',
      ats: { kind: 'ashby', ids: { board: 'acme', jobId: 'b0f4a6d2-3c1e-4b8a-9f6e-2d7c1a5e9b10' } },
    });
    expect(designer?.locations.map((l) => l.raw)).toEqual(['Houston, TX', 'San Francisco']);
    expect(designer?.locations[0]).toMatchObject({ city: 'Houston', region: 'Texas' });
    expect(intern).toMatchObject({
      workplace: 'onsite',
      employmentType: 'INTERN',
      salary: { min: 40, max: 50, currency: 'CAD', period: 'hour' },
    });
  });
});
