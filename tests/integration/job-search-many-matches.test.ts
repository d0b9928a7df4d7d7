import { and, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newestMatches, newestMatchOrder } from '../../src/core/catalogue/newest-matches.ts';
import { searchJobs } from '../../src/core/catalogue/search-jobs.ts';
import { jobs } from '../../src/db/schema/index.ts';
import { jobSearchQuerySchema } from '../../src/shared/schemas/jobs.ts';
import { insertJobs, type JobRow, jobRow } from '../helpers/job-rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Searches with more matches than relevance ranks (1,000): the newest matches are picked slice
 * by slice back in time (newest-matches.ts), which must give exactly what one
 * `order by … limit` over every match gives.
 */
let t: TestApp;
const NEWEST = Date.UTC(2026, 10, 20);
const daysBack = (days: number) => new Date(NEWEST - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  // Dates on both sides of every slice boundary (3, 10, 30, 90 days), ties, undated and closed.
  const days = [0, 0, 1, 2.9, 3, 3.1, 5, 9.99, 10, 10, 11, 29, 30, 31, 60, 89.5, 90, 91, 200, 400];
  const sliced: JobRow[] = days.map((back, index) =>
    jobRow(`slice-${index}`, 'slicetag', { postedAt: daysBack(back) }),
  );
  sliced.push(
    jobRow('slice-undated-a', 'slicetag', { postedAt: null }),
    jobRow('slice-undated-b', 'slicetag', { postedAt: null }),
    jobRow('slice-closed', 'slicetag', { postedAt: daysBack(1), closedAt: daysBack(0) }),
  );
  // 1,000 plain matches of "manytag" over 100 days, and 30 nurse jobs that also match it: 20
  // newer than every plain one, 10 older than all of them.
  const many: JobRow[] = Array.from({ length: 1000 }, (_, index) =>
    jobRow(`many-${String(index).padStart(4, '0')}`, 'manytag', {
      postedAt: daysBack(1 + (index % 100)),
    }),
  );
  for (let index = 0; index < 30; index++) {
    many.push(
      jobRow(`many-nurse-${String(index).padStart(2, '0')}`, 'manytag', {
        title: 'Manytag Nurse',
        postedAt: index < 20 ? daysBack(0) : daysBack(150),
      }),
    );
  }
  await insertJobs(t.ctx.db, [...sliced, ...many]);
});
afterAll(() => t?.close());

const matches = (tag: string) =>
  and(isNull(jobs.closedAt), sql`${jobs.searchVector} @@ websearch_to_tsquery('english', ${tag})`);

async function newestInOneQuery(tag: string, limit: number): Promise<string[]> {
  const rows = await t.ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(matches(tag))
    .orderBy(...newestMatchOrder)
    .limit(limit);
  return rows.map((row) => row.id);
}

describe('newest matches, slice by slice', () => {
  it('equals one ordered query over every match, for every limit', async () => {
    for (const limit of [1, 2, 3, 5, 8, 11, 14, 17, 19, 20, 21, 22, 30]) {
      const sliced = (await newestMatches(t.ctx.db, matches('slicetag'), limit)).map((m) => m.id);
      expect(sliced).toEqual(await newestInOneQuery('slicetag', limit));
    }
    const all = (await newestMatches(t.ctx.db, matches('slicetag'), 100)).map((m) => m.id);
    expect(all).toHaveLength(22);
    expect(all.slice(-2).sort()).toEqual(['slice-undated-a', 'slice-undated-b']);
    expect(all).not.toContain('slice-closed');
  });
});

describe('a search with more matches than relevance ranks', () => {
  const search = (input: Record<string, string>) =>
    searchJobs(t.ctx.db, jobSearchQuerySchema.parse(input));

  it('ranks the newest 1,000 matches: the newer nurse jobs first, the older ones left out', async () => {
    const first = await search({ q: 'manytag nurse', match: 'any' });
    expect(first.total).toBe(1000);
    expect(first.totalIsCapped).toBe(true);
    expect(first.items.map((item) => item.id).sort()).toEqual(
      Array.from({ length: 20 }, (_, index) => `many-nurse-${String(index).padStart(2, '0')}`),
    );
    const seen = new Set<string>();
    for (let page = 1; page <= 51; page++) {
      const result = await search({ q: 'manytag nurse', match: 'any', page: String(page) });
      for (const item of result.items) seen.add(item.id);
    }
    expect(seen.size).toBe(1000);
    expect([...seen].filter((id) => id.startsWith('many-nurse-'))).toHaveLength(20);
  });

  it('sorts by date page after page exactly as one ordered query would', async () => {
    const expected = await newestInOneQuery('manytag', 1030);
    for (const page of [1, 2, 37, 52]) {
      const result = await search({ q: 'manytag', sort: 'date', page: String(page) });
      expect(result.items.map((item) => item.id)).toEqual(
        expected.slice((page - 1) * 20, page * 20),
      );
    }
  });
});
