import { describe, expect, it } from 'vitest';
import type { FeedItem, SourcePosting } from './connector-contract.ts';
import { rejectedElement } from './connectors/feed-elements.ts';
import { emptyFeedReport, feedReportMessage, readFeed } from './read-feed.ts';

const posting = (fields: Partial<SourcePosting>): SourcePosting => ({
  source: 'personio',
  tenant: 'acme',
  sourceId: '1',
  title: 'Electrician',
  company: 'Acme Energy GmbH',
  locations: [{ raw: 'Hamburg' }],
  workplace: 'onsite',
  employmentType: null,
  salary: null,
  descriptionHtml: '',
  postedAt: null,
  applyUrl: 'https://acme.jobs.personio.de/job/1',
  ats: null,
  skills: [],
  willingToRelocate: null,
  isDemo: false,
  ...fields,
});

async function read(items: FeedItem[]) {
  const report = emptyFeedReport();
  const feed = (async function* () {
    yield* items;
  })();
  const postings: SourcePosting[] = [];
  for await (const item of readFeed(feed, report)) postings.push(item);
  return { postings, report };
}

describe('readFeed', () => {
  it('merges a position listed twice: by board id, or by title, company, place and apply link', async () => {
    const { postings, report } = await read([
      posting({ sourceId: '1' }),
      posting({ sourceId: '1', title: 'Electrician (restated)' }),
      posting({
        sourceId: '2',
        title: 'ELECTRICIAN ',
        applyUrl: 'https://acme.jobs.personio.de/job/1',
      }),
      posting({ sourceId: '3', applyUrl: 'https://acme.jobs.personio.de/job/3' }),
      posting({ sourceId: '4', locations: [{ raw: 'Berlin' }] }),
    ]);
    expect(postings.map((p) => p.sourceId)).toEqual(['1', '3', '4']);
    expect(report.duplicates).toBe(2);
  });

  it('names rejections from the connector and postings that break the contract', async () => {
    const { postings, report } = await read([
      rejectedElement('1137469', 'company: Too small'),
      posting({ sourceId: '9', applyUrl: 'javascript:alert(1)' }),
      posting({ sourceId: '10' }),
    ]);
    expect(postings.map((p) => p.sourceId)).toEqual(['10']);
    expect(report.rejected).toEqual([
      { id: '1137469', issue: 'company: Too small' },
      { id: '9', issue: expect.stringMatching(/^applyUrl: /) },
    ]);
  });

  it('sums a report up in one line, naming at most five', () => {
    expect(feedReportMessage(emptyFeedReport())).toBeNull();
    const report = {
      rejected: Array.from({ length: 7 }, (_, i) => ({ id: `id${i}`, issue: 'title: missing' })),
      duplicates: 1,
    };
    expect(feedReportMessage(report)).toBe(
      'Skipped 7 invalid elements: id0 (title: missing); id1 (title: missing); id2 (title: missing); ' +
        'id3 (title: missing); id4 (title: missing); and 2 more. 1 repeated listing in the feed merged.',
    );
  });
});
