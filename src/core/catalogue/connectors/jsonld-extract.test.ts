import { describe, expect, it } from 'vitest';
import { extractJobPostings } from './jsonld-extract.ts';

const job = (title: string) => ({ '@context': 'https://schema.org', '@type': 'JobPosting', title });

describe('extractJobPostings', () => {
  it('reads script tags whatever their quoting and extra attributes', () => {
    const html = [
      `<script type='application/ld+json' data-x>${JSON.stringify(job('A'))}</script>`,
      `<SCRIPT id="ld" type="application/ld+json" nonce="n">${JSON.stringify(job('B'))}</SCRIPT>`,
      `<script type=application/ld+json>${JSON.stringify(job('C'))}</script >`,
      `<script type="text/javascript">var x = ${JSON.stringify(job('not me'))}</script>`,
    ].join('\n');
    const found = extractJobPostings(html);
    expect(found.postings.map((p) => p.title)).toEqual(['A', 'B', 'C']);
    expect(found).toMatchObject({ blocks: 3, broken: 0 });
  });

  it('reads entity-escaped blocks, full schema.org type IRIs and nested lists', () => {
    const escaped = JSON.stringify(job('Escaped')).replace(/"/g, '&quot;');
    const itemList = {
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'ListItem',
          item: { ...job('Nested'), '@type': 'http://schema.org/JobPosting' },
        },
      ],
    };
    const html = `<script type="application/ld+json">${escaped}</script><script type="application/ld+json">${JSON.stringify(itemList)}</script>`;
    expect(extractJobPostings(html).postings.map((p) => p.title)).toEqual(['Escaped', 'Nested']);
  });

  it('counts broken blocks without losing the good ones', () => {
    const html = `<script type="application/ld+json">{"@type": "JobPosting",</script><script type="application/ld+json">${JSON.stringify([job('Ok')])}</script>`;
    expect(extractJobPostings(html)).toMatchObject({
      blocks: 2,
      broken: 1,
      postings: [{ title: 'Ok' }],
    });
  });
});
