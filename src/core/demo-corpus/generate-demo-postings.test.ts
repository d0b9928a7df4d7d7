import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/time.ts';
import { usStates } from '../geo/us-states.ts';
import { matchOccupation } from '../occupations/match-occupation.ts';
import { occupations } from '../occupations/occupations.ts';
import {
  demoCorpusDefaults,
  demoCorpusSize,
  demoEmployers,
  generateDemoCorpus,
} from './generate-demo-postings.ts';

const now = new Date('2026-11-24T12:00:00Z');
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('generateDemoCorpus', () => {
  occupations();
  // Its speed is the bench's to measure (bench/catalogue.ts), not a test's (decision 034).
  const corpus = generateDemoCorpus({ now });

  it('knows its size without being generated (the catalogue status shows progress against it)', () => {
    expect(demoCorpusSize(demoCorpusDefaults.size)).toBe(corpus.postings.length);
    expect(corpus.postings.length).toBe(demoCorpusDefaults.size);
    expect(demoCorpusSize(2_000)).toBe(generateDemoCorpus({ now, size: 2_000 }).postings.length);
    expect(demoCorpusSize(2_000)).toBe(2_000);
    // Every occupation has a posting, however small the size asked for.
    expect(demoCorpusSize(10)).toBe(generateDemoCorpus({ now, size: 10 }).postings.length);
    expect(demoCorpusSize(10)).toBe(occupations().length);
  });

  it('is deterministic for a seed and differs for another seed', () => {
    expect(digest(generateDemoCorpus({ now }).postings)).toBe(digest(corpus.postings));
    const other = generateDemoCorpus({ now, seed: 7, size: 700 });
    expect(
      other.postings[0]?.title === corpus.postings[0]?.title &&
        other.postings[1]?.title === corpus.postings[1]?.title,
    ).toBe(false);
    expect(demoEmployers()).toEqual(corpus.employers);
  });

  it('gives a title one level at most ("Senior Accountant", never "Junior Senior Accountant")', () => {
    const levels = /\b(senior|lead|junior|principal|chief|head|sr|jr)\b/gi;
    const stacked = corpus.postings.filter(({ title }) => (title.match(levels) ?? []).length > 1);
    expect(stacked.map(({ title }) => title)).toEqual([]);
  });

  it('names the occupation in every description, so a search for it finds each title', () => {
    const bySoc = new Map(occupations().map((occupation) => [occupation.soc, occupation]));
    const unnamed = corpus.postings.filter(
      (posting) =>
        !posting.descriptionHtml.includes(`Job family: ${bySoc.get(posting.soc)?.title ?? '?'}`),
    );
    expect(unnamed.length).toBe(0);
  });

  it('covers all 342 occupations with at least 5 postings each, by title as well', () => {
    const bySoc = new Map<string, number>();
    const byTitle = new Map<string, number>();
    for (const posting of corpus.postings) {
      bySoc.set(posting.soc, (bySoc.get(posting.soc) ?? 0) + 1);
      const matched = matchOccupation(posting.title)?.soc;
      if (matched === posting.soc) byTitle.set(matched, (byTitle.get(matched) ?? 0) + 1);
    }
    for (const { soc, title } of occupations()) {
      const count = bySoc.get(soc) ?? 0;
      expect(count, title).toBeGreaterThanOrEqual(5);
      // Ingestion assigns occupations from titles: most of each occupation's postings must be
      // findable that way.
      expect(byTitle.get(soc) ?? 0, title).toBeGreaterThanOrEqual(Math.ceil(count * 0.6));
    }
  });

  it('spreads postings over every state and DC, with remote and hybrid shares', () => {
    const states = new Set(corpus.postings.map((posting) => posting.state));
    expect([...states].sort()).toEqual(Object.keys(usStates).sort());
    const share = (workplace: string) =>
      corpus.postings.filter((posting) => posting.workplace === workplace).length /
      corpus.postings.length;
    expect(share('remote')).toBeGreaterThan(0.05);
    expect(share('hybrid')).toBeGreaterThan(0.05);
  });

  it('never posts work done in person as remote, in categories that are otherwise often remote', () => {
    // Cashiers, retail sales workers, receptionists, food service managers, floral designers.
    for (const soc of ['41-2011', '41-2031', '43-4171', '11-9051', '27-1023']) {
      const postings = corpus.postings.filter((posting) => posting.soc === soc);
      expect(postings.length, soc).toBeGreaterThan(0);
      expect(
        postings.filter((posting) => posting.workplace !== 'onsite'),
        soc,
      ).toEqual([]);
    }
    // Their neighbours in those categories still are.
    for (const soc of ['43-4051', '41-3021', '13-2011']) {
      const remote = corpus.postings.filter((p) => p.soc === soc && p.workplace === 'remote');
      expect(remote.length, soc).toBeGreaterThan(0);
    }
  });

  it('dates every posting within the 30 days before now', () => {
    const thirtyDays = 30 * DAY_MS;
    for (const posting of corpus.postings) {
      const age = now.getTime() - posting.postedAt.getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(thirtyDays);
    }
  });

  it('mixes hourly, yearly and missing salaries inside the occupation pay range', () => {
    const periods = new Map<string, number>();
    for (const posting of corpus.postings) {
      const key = posting.salary?.period ?? 'none';
      periods.set(key, (periods.get(key) ?? 0) + 1);
    }
    for (const key of ['hour', 'year', 'none'])
      expect(periods.get(key) ?? 0).toBeGreaterThan(corpus.postings.length / 10);
    const nurse = corpus.postings.find(
      (posting) => posting.soc === '29-1141' && posting.salary?.period === 'year',
    );
    expect(nurse?.salary?.min).toBeGreaterThanOrEqual(55_000);
    expect(nurse?.salary?.max).toBeLessThanOrEqual(150_000);
  });

  it('uses fictional employers named per industry, never one company + title + location twice', () => {
    const keys = corpus.postings.map(
      (p) =>
        `${p.employer.slug}|${p.title}|${p.workplace === 'remote' ? 'remote' : `${p.city}|${p.state}`}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
    const names = corpus.employers.map((employer) => employer.name);
    expect(names.some((name) => /Medical Center|Health System|Community Hospital/.test(name))).toBe(
      true,
    );
    expect(names.some((name) => /School District|Community College/.test(name))).toBe(true);
    expect(names.some((name) => /Trucking|Freight Lines/.test(name))).toBe(true);
    expect(names.some((name) => /LLP|Law Group/.test(name))).toBe(true);
    expect(names.some((name) => /Power and Light|Water Utility/.test(name))).toBe(true);
  });

  it('writes descriptions from the occupation data and labels them demo', () => {
    const posting = corpus.postings.find((item) => item.soc === '47-2111');
    expect(posting?.descriptionHtml).toMatch(/<h3>What you will do<\/h3><ul><li>/);
    expect(posting?.descriptionHtml).toContain('Demo posting');
    const electrician = occupations().find((o) => o.soc === '47-2111');
    expect(electrician?.skills.some((skill) => posting?.descriptionHtml.includes(skill))).toBe(
      true,
    );
  });
});
