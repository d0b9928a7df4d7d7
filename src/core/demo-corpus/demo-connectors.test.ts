import { describe, expect, it } from 'vitest';
import { type SourcePosting, sourcePostingSchema } from '../catalogue/connector-contract.ts';
import { connectorFor } from '../catalogue/connectors/index.ts';
import { emptyFeedReport, readFeed } from '../catalogue/read-feed.ts';
import { matchOccupation } from '../occupations/match-occupation.ts';
import { occupations } from '../occupations/occupations.ts';
import { createDemoFetch, demoCorpusSize, demoSources, generateDemoCorpus } from './index.ts';

const now = new Date('2026-11-24T12:00:00Z');

/**
 * The demo corpus goes through the real connectors unchanged: if a payload drifts from a board's
 * native shape, the connector's zod schema rejects it here.
 */
describe('demo boards read by the ordinary connectors', () => {
  it('yield every posting, valid, over all 342 occupations and all five board kinds', async () => {
    // A corpus of the old default size: every board kind and occupation shows at this size, and
    // the default's full size is the integration test's and the bench's to read (decision 041).
    const size = 21_204;
    const context = { fetch: createDemoFetch({ now, size }), now: () => now };
    const postings: SourcePosting[] = [];
    const report = emptyFeedReport();
    for (const source of demoSources(size)) {
      const connector = connectorFor(source.kind);
      if (!connector) throw new Error(`no connector for ${source.kind}`);
      for await (const posting of readFeed(connector.fetchPostings(source, context), report)) {
        postings.push(sourcePostingSchema.parse(posting));
      }
    }
    expect(report).toEqual(emptyFeedReport());
    // Exactly the corpus: Greenhouse prospect posts and unlisted Ashby jobs in the payloads are dropped.
    expect(postings.length).toBe(generateDemoCorpus({ now, size }).postings.length);
    expect(postings.length).toBe(size);
    expect(postings.some((p) => p.title === 'General Application')).toBe(false);
    expect(new Set(postings.map((p) => p.source))).toEqual(
      new Set(['greenhouse', 'lever', 'ashby', 'smartrecruiters', 'jsonld']),
    );
    const ids = new Set(postings.map((p) => `${p.source}:${p.tenant}:${p.sourceId}`));
    expect(ids.size).toBe(postings.length);
    const matched = new Set(postings.map((p) => matchOccupation(p.title)?.soc));
    for (const { soc, title } of occupations()) expect(matched.has(soc), title).toBe(true);
    const salaried = postings.filter((p) => p.salary !== null);
    expect(salaried.length).toBeGreaterThan(5_000);
    expect(postings.filter((p) => p.workplace === 'remote').length).toBeGreaterThan(1_000);
  }, 300_000);

  it('a smaller corpus (DEMO_CORPUS_SIZE) has a board for every employer it uses, and only those', async () => {
    const size = 1_000;
    const context = { fetch: createDemoFetch({ now, size }), now: () => now };
    let total = 0;
    const report = emptyFeedReport();
    for (const source of demoSources(size)) {
      const connector = connectorFor(source.kind);
      if (!connector) throw new Error(`no connector for ${source.kind}`);
      let onBoard = 0;
      for await (const _ of readFeed(connector.fetchPostings(source, context), report))
        onBoard += 1;
      expect(onBoard, source.key).toBeGreaterThan(0);
      total += onBoard;
    }
    expect(report).toEqual(emptyFeedReport());
    expect(total).toBe(demoCorpusSize(size));
    expect(total).toBe(1_000);
  }, 120_000);

  it('answers 404 for boards and paths it does not know', async () => {
    const fetch = createDemoFetch({ now });
    expect(
      (await fetch('https://greenhouse.hireloop-demo.example/v1/boards/nope/jobs')).status,
    ).toBe(404);
    expect((await fetch('https://example.com/')).status).toBe(404);
  });
});
