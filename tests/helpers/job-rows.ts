import { jobSearchVector } from '../../src/core/catalogue/text-search.ts';
import type { Database } from '../../src/db/client.ts';
import { jobSources, jobs } from '../../src/db/schema/index.ts';

export type JobRow = typeof jobs.$inferInsert;

/**
 * A minimal open job with `overrides` on top, for search tests that need exact control over each
 * column. `tag` goes into the description, so a test can search for only its own rows.
 */
export function jobRow(id: string, tag: string, overrides: Partial<JobRow> = {}): JobRow {
  const row: JobRow = {
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
    // As ingestion stores it (store-assignments.ts): the search vector and skills filter read it.
    skillsText: (overrides.skills ?? []).join(' '),
    ...overrides,
  };
  // As ingestion stores it: the app analyzes the text (text-search.ts), the database does not.
  return { searchVector: jobSearchVector({ ...row, skills: row.skills ?? [] }), ...row };
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
