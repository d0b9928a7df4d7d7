import { describe, expect, it } from 'vitest';
import { samplePosting } from '../../../tests/helpers/sample-posting.ts';
import { getTableColumns } from '../../db/orm.ts';
import { jobs } from '../../db/schema/index.ts';
import { dedupePostings } from './dedupe-postings.ts';
import { noOccupationKnowledge } from './enrich-posting.ts';
import { jobRowJson } from './job-row-json.ts';
import { preparePosting } from './prepare-posting.ts';

describe('jobRowJson', () => {
  it('writes every jobs column a new job has (closed_at is null), with the posting’s values', () => {
    const posting = preparePosting(samplePosting(), noOccupationKnowledge, null);
    const [assignment] = dedupePostings([posting], { bySourceKey: new Map(), jobs: [] });
    if (!assignment) throw new Error('no assignment');
    const row = JSON.parse(jobRowJson(assignment, '2026-11-26T00:00:00.000Z'));
    const columns = Object.values(getTableColumns(jobs)).map((column) => column.name);
    expect([...Object.keys(row), 'closed_at'].sort()).toEqual(columns.sort());
    expect(row).toMatchObject({
      id: assignment.jobId,
      fingerprint: assignment.fingerprint,
      first_seen_at: '2026-11-26T00:00:00.000Z',
      title: posting.title,
      description_html: posting.descriptionHtml,
      search_vector: posting.searchVector,
      description_buckets: assignment.descriptionBuckets,
      skills_text: posting.skills.join(' '),
    });
  });
});
