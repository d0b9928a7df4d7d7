import { usStates } from '../../geo/us-states.ts';
import type { DemoEmployer } from '../demo-employers.ts';
import type { DemoPosting } from '../generate-demo-postings.ts';
import {
  demoApplyUrl,
  departmentOf,
  employmentLabels,
  entityEscape,
  locationText,
} from './payload-helpers.ts';

/** Greenhouse post ids: numeric, below 2^53 like the real ones. */
const greenhouseId = (posting: DemoPosting) => 4_000_000_000 + posting.seq * 7;

/** `GET /v1/boards/{token}/jobs?content=true` (job-sources.md §1.1), pay only in the text. */
export function greenhouseJobs(postings: readonly DemoPosting[]) {
  const jobs = postings.map((posting) => {
    const id = greenhouseId(posting);
    const published = posting.postedAt.toISOString();
    return {
      absolute_url: demoApplyUrl(posting),
      internal_job_id: id + 1,
      location: { name: locationText(posting) },
      metadata: [
        {
          id: 4_123_456_006,
          name: 'Employment Type',
          value: employmentLabels[posting.employmentType],
          value_type: 'text',
        },
      ],
      id,
      updated_at: published,
      requisition_id: posting.requisitionId,
      title: posting.title,
      company_name: posting.employer.name,
      first_published: published,
      language: 'en',
      application_deadline: null,
      content: entityEscape(posting.descriptionHtml),
      departments: [
        { id: 4_011_111_006, name: departmentOf(posting), parent_id: null, child_ids: [] },
      ],
      offices: [
        posting.workplace === 'remote'
          ? {
              id: 4_022_229_006,
              name: 'Remote',
              location: 'United States',
              parent_id: null,
              child_ids: [],
            }
          : {
              id: 4_022_221_006,
              name: posting.city,
              location: `${posting.city}, ${usStates[posting.state] ?? posting.state}, United States`,
              parent_id: null,
              child_ids: [],
            },
      ],
    };
  });
  const first = jobs[0];
  // Real boards list a "General Application" prospect post with no job behind it.
  const prospect = first && {
    ...first,
    id: first.id + 3,
    internal_job_id: null,
    title: 'General Application',
    requisition_id: null,
    absolute_url: `${first.absolute_url}-general`,
  };
  const all = prospect ? [...jobs, prospect] : jobs;
  return { jobs: all, meta: { total: all.length } };
}

/** `GET /v1/boards/{token}`: the board's display name. */
export function greenhouseBoard(employer: DemoEmployer) {
  return { name: `${employer.name} `, content: `<p>Careers at ${employer.name}.</p>` };
}
