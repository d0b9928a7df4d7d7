import type { DemoEmployer } from '../demo-employers.ts';
import type { DemoPosting } from '../generate-demo-postings.ts';
import { stateNames } from '../us-cities.ts';
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
  return {
    jobs: postings.map((posting) => {
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
                location: `${posting.city}, ${stateNames[posting.state] ?? posting.state}, United States`,
                parent_id: null,
                child_ids: [],
              },
        ],
      };
    }),
    meta: { total: postings.length },
  };
}

/** `GET /v1/boards/{token}`: the board's display name. */
export function greenhouseBoard(employer: DemoEmployer) {
  return { name: `${employer.name} `, content: `<p>Careers at ${employer.name}.</p>` };
}
