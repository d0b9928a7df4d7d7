import { describe, expect, it } from 'vitest';
import { theMuseConnector } from '../../../src/core/catalogue/connectors/themuse.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';

const { at, boards } = fakeJobBoardsForFile();

describe('the muse connector', () => {
  it('pages up to page_count with the query, marks "Flexible / Remote" as remote', async () => {
    const postings = await collect(theMuseConnector, {
      kind: 'themuse',
      key: 'category=Healthcare&location=Chicago, IL',
      baseUrl: at('themuse'),
    });
    const pages = boards().requests.map((r) => [
      r.url.searchParams.get('page'),
      r.url.searchParams.get('category'),
    ]);
    expect(pages).toEqual([
      ['1', 'Healthcare'],
      ['2', 'Healthcare'],
    ]);
    expect(postings.map((p) => p.sourceId)).toEqual(['15012345', '15012346', '15012347']);
    expect(postings[0]).toMatchObject({
      workplace: 'remote',
      locations: [{ raw: 'New York, NY' }],
      postedAt: '2025-05-01T12:04:11.000Z',
      applyUrl: 'https://www.themuse.com/jobs/acmerobotics/15012345',
      attributionUrl: 'https://www.themuse.com/jobs/acmerobotics/15012345',
    });
    expect(postings[1]).toMatchObject({ company: 'Lakeside Health', workplace: 'unknown' });
  });
});
