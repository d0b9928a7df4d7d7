import { describe, expect, it } from 'vitest';
import type { SourcePosting } from '../catalogue/connector-contract.ts';
import { connectorFor } from '../catalogue/connectors/index.ts';
import { type NormalizedPosting, normalizePosting } from '../catalogue/normalize-posting.ts';
import { emptyFeedReport, readFeed } from '../catalogue/read-feed.ts';
import { createDemoFetch, type DemoPosting, demoSources, generateDemoCorpus } from './index.ts';

const now = new Date('2026-11-24T12:00:00Z');

/**
 * What a card shows for the demo corpus, read the way ingestion reads it: through the real
 * connectors and normalization. Every posting has a description, and the pay, workplace and
 * employment type the generator gave it survive — in the structured fields where a board has
 * them, and from the description where it does not (Greenhouse states pay only in the text;
 * Greenhouse, SmartRecruiters and JSON-LD do not say "on-site").
 */
describe('demo postings after connectors and normalization', () => {
  it('all have a description, and keep their pay, workplace and employment type', async () => {
    const size = 2_000;
    const context = { fetch: createDemoFetch({ now, size }), now: () => now };
    const generated = new Map<string, DemoPosting>(
      generateDemoCorpus({ now, size }).postings.map((p) => [p.requisitionId, p]),
    );
    const normalized: [NormalizedPosting, SourcePosting][] = [];
    const report = emptyFeedReport();
    for (const source of demoSources(size)) {
      const connector = connectorFor(source.kind);
      if (!connector) throw new Error(`no connector for ${source.kind}`);
      for await (const posting of readFeed(connector.fetchPostings(source, context), report)) {
        normalized.push([normalizePosting(posting), posting]);
      }
    }
    expect(report).toEqual(emptyFeedReport());
    expect(normalized.length).toBe(generated.size);
    const bySource = new Map<string, number>();
    for (const [job, raw] of normalized) {
      bySource.set(raw.source, (bySource.get(raw.source) ?? 0) + 1);
      expect(job.descriptionText.length, `${raw.source} ${raw.sourceId}`).toBeGreaterThan(100);
      const requisition = /Requisition (REQ-\d+)/.exec(job.descriptionText)?.[1];
      const original = requisition ? generated.get(requisition) : undefined;
      if (!original) throw new Error(`no generated posting behind ${raw.source} ${raw.sourceId}`);
      expect(job.workplace, job.title).toBe(original.workplace);
      if (original.salary) {
        expect(
          job.salary,
          `${raw.source} ${job.title}: ${job.descriptionText.slice(-300)}`,
        ).toMatchObject({
          min: original.salary.min,
          max: original.salary.max,
          period: original.salary.period,
        });
      } else {
        expect(job.salary, job.title).toBeNull();
      }
      expect(job.employmentType, job.title).not.toBeNull();
    }
    expect(bySource.size).toBe(5);
  }, 120_000);
});
