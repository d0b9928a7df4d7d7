import type { Database } from '../../src/db/client.ts';
import { jobSources, jobs } from '../../src/db/schema/index.ts';

export type JobRow = typeof jobs.$inferInsert;

/**
 * A minimal open job with `overrides` on top, for search tests that need exact control over each
 * column. `tag` goes into the description, so a test can search for only its own rows.
 */
export function jobRow(id: string, tag: string, overrides: Partial<JobRow> = {}): JobRow {
  return {
    id,
    fingerprint: `fp-${id}`,
    title: 'Warehouse associate',
    company: 'Fictional Goods Co',
    companyKey: 'fictional goods',
    descriptionHtml: `<p>Job ${tag}</p>`,
    descriptionText: `Job ${tag}`,
    locations: [],
    locationText: '',
    workplace: 'unknown',
    applyUrl: `https://jobs.example.test/${id}`,
    applyUrlKey: `jobs.example.test/${id}`,
    ...overrides,
  };
}

/** Inserts the jobs, each listed by one source ('demo' unless the row says otherwise). */
export async function insertJobs(db: Database, rows: JobRow[], source = 'demo') {
  await db.insert(jobs).values(rows);
  await db.insert(jobSources).values(
    rows.map((row) => ({
      jobId: row.id,
      source,
      tenant: 'tests',
      sourceId: row.id,
      applyUrl: row.applyUrl,
    })),
  );
}
