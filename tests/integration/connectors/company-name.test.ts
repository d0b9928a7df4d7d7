import { describe, expect, it } from 'vitest';
import { ashbyConnector } from '../../../src/core/catalogue/connectors/ashby.ts';
import { createLeverConnector } from '../../../src/core/catalogue/connectors/lever.ts';
import { personioConnector } from '../../../src/core/catalogue/connectors/personio.ts';
import { emptyFeedReport } from '../../../src/core/catalogue/read-feed.ts';
import { collect, fakeJobBoardsForFile } from '../../helpers/fake-job-boards/harness.ts';

const { at, boards } = fakeJobBoardsForFile();

describe('a company name when the board gives none', () => {
  it('Lever: the hosted board page’s title, not the slug glued together', async () => {
    const postings = await collect(createLeverConnector(), {
      kind: 'lever',
      key: 'idealistconsulting',
      baseUrl: at('lever'),
    });
    expect(postings.length).toBeGreaterThan(0);
    expect(new Set(postings.map((p) => p.company))).toEqual(new Set(['Idealist Consulting']));
    const pageReads = boards().requests.filter((r) => r.url.pathname.includes('/board-page/'));
    expect(pageReads.map((r) => r.url.pathname)).toEqual(['/lever/board-page/idealistconsulting']);
  });

  it('Ashby: the page’s og:site_name when its <title> is only boilerplate', async () => {
    const postings = await collect(ashbyConnector, {
      kind: 'ashby',
      key: 'northwind',
      baseUrl: at('ashby'),
    });
    expect(postings[0]?.company).toBe('Northwind Trading & Co');
  });

  it('a label the admin gave wins, and no page is read for it', async () => {
    const before = boards().requests.length;
    const postings = await collect(ashbyConnector, {
      kind: 'ashby',
      key: 'northwind',
      baseUrl: at('ashby'),
      label: 'Northwind',
    });
    expect(postings[0]?.company).toBe('Northwind');
    const reads = boards()
      .requests.slice(before)
      .map((r) => r.url.pathname);
    expect(reads.some((path) => path.includes('/board-page/'))).toBe(false);
  });

  it('the humanised slug, word breaks kept, only when the page names no one', async () => {
    const postings = await collect(ashbyConnector, {
      kind: 'ashby',
      key: 'acme',
      baseUrl: at('ashby'),
    });
    expect(postings[0]?.company).toBe('Acme');
  });

  it('Personio without <subcompany>: "Jobs at …" of its page; a position listed twice is one posting', async () => {
    const report = emptyFeedReport();
    const postings = await collect(
      personioConnector,
      { kind: 'personio', key: 'sonnenwerk', baseUrl: at('personio/sonnenwerk') },
      undefined,
      report,
    );
    expect(postings.map((p) => [p.sourceId, p.company])).toEqual([
      ['2800999', 'Sonnenwerk Solar GmbH'],
    ]);
    expect(report).toEqual({ rejected: [], duplicates: 1 });
  });
});
