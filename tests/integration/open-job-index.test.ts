import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenJobs, openJobIndex } from '../../src/core/matching/open-job-index.ts';
import { EVERY_JOB, isTrait } from '../../src/core/matching/outcomes/job-traits.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const closedAt = new Date('2026-11-20T00:00:00Z');
  await insertJobs(database.handle.db, [
    jobRow('job-e', 'index', { descriptionText: 'Night shift forklift driver' }),
    jobRow('job-a', 'index', { descriptionText: 'Forklift driver, day shift' }),
    jobRow('job-closed-1', 'index', { closedAt }),
    jobRow('job-c', 'index'),
    jobRow('job-b', 'index'),
    jobRow('job-closed-2', 'index', { closedAt }),
    jobRow('job-d', 'index'),
  ]);
});

afterAll(async () => {
  await database.drop();
});

describe('loading the open jobs for ranking', () => {
  it('reads every open job exactly once, a page at a time, whatever the page size', async () => {
    for (const pageSize of [1, 2, 5, 1000]) {
      const open = await loadOpenJobs(database.handle.db, pageSize);
      expect(open.map((job) => job.id)).toEqual(['job-a', 'job-b', 'job-c', 'job-d', 'job-e']);
    }
  });

  it('keeps each job its own words, in its own order, when jobs share them', async () => {
    const [first, , , , last] = await loadOpenJobs(database.handle.db, 2);
    // Its words first, then what the job is (its traits, decision 068), which no word can be.
    const words = (terms: readonly string[] = []) => terms.filter((term) => !isTrait(term));
    expect(words(first?.terms)).toEqual([
      'warehouse',
      'associate',
      'forklift',
      'driver',
      'day',
      'shift',
    ]);
    expect(words(last?.terms)).toEqual([
      'warehouse',
      'associate',
      'night',
      'shift',
      'forklift',
      'driver',
    ]);
    expect(first?.terms.slice(0, 6)).toEqual(words(first?.terms));
    expect(first?.terms).toContain(EVERY_JOB);
  });

  it('builds the index over the open jobs only', async () => {
    const index = await openJobIndex(database.handle.db);
    expect(index.size).toBe(5);
    expect(index.rowOfId.has('job-closed-1')).toBe(false);
  });
});
