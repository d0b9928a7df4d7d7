import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchJobs } from '../../src/core/catalogue/search-jobs.ts';
import { jobSearchQuerySchema } from '../../src/shared/schemas/jobs.ts';
import { insertJobs, jobRow } from '../helpers/job-rows.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The app's own text analysis (text-search.ts) against the database's tsvector and tsquery. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertJobs(t.ctx.db, [
    jobRow('txt-night', 'txtsearch', {
      title: 'Registered Nurse',
      descriptionText: 'Night shifts on the cardiac ward. txtsearch',
    }),
    jobRow('txt-day', 'txtsearch', {
      title: 'Nurse',
      descriptionText: 'Registered with the board; day shifts as an operations manager. txtsearch',
    }),
    jobRow('txt-driver', 'txtsearch', {
      title: 'Truck Driver',
      skills: ['Forklift Safety'],
      descriptionText: 'Manager of operations for the fleet. txtsearch',
    }),
  ]);
});
afterAll(() => t?.close());

async function ids(q: string, match?: 'any'): Promise<string[]> {
  const query = jobSearchQuerySchema.parse({ q: `txtsearch ${q}`, pageSize: '50' });
  const result = await searchJobs(t.ctx.db, {
    ...query,
    ...(match ? { match, q } : {}),
  });
  return result.items.map((item) => item.id).sort();
}

describe('text search', () => {
  it('matches inflections of every word, across title, skills and description', async () => {
    expect(await ids('registered nurses')).toEqual(['txt-day', 'txt-night']);
    expect(await ids('forklifts')).toEqual(['txt-driver']);
  });

  it('keeps a quoted phrase in order, across a stop word', async () => {
    expect(await ids('"manager of operations"')).toEqual(['txt-driver']);
    expect(await ids('"operations manager"')).toEqual(['txt-day']);
  });

  it('excludes -words and accepts either side of or', async () => {
    expect(await ids('nurse -night')).toEqual(['txt-day']);
    expect(await ids('cardiac or fleet')).toEqual(['txt-driver', 'txt-night']);
  });

  it('any-terms search needs one word and ranks the job holding more of them first', async () => {
    const result = await searchJobs(
      t.ctx.db,
      jobSearchQuerySchema.parse({ q: 'cardiac nurse night', match: 'any', pageSize: '50' }),
    );
    expect(result.items.map((item) => item.id)).toEqual(['txt-night', 'txt-day']);
  });

  it('finds nothing for stop words alone', async () => {
    expect(await ids('"the"')).toEqual(['txt-day', 'txt-driver', 'txt-night']);
    const result = await searchJobs(t.ctx.db, jobSearchQuerySchema.parse({ q: 'the of' }));
    expect(result.items).toEqual([]);
  });
});
