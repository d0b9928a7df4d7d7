import { type FakeRoute, json } from './fake-response.ts';

/**
 * GET /v1/boards/{token}/jobs?content=true — whole board, no paging. Pitfalls: `content` is
 * entity-escaped HTML, a prospect post with internal_job_id null, an id beyond 2^53 (written
 * as raw JSON text so it reaches the connector unrounded), no company_name on one board.
 */
export const greenhouseJobsText = `{
  "jobs": [
    {
      "absolute_url": "https://job-boards.greenhouse.io/acmerobotics/jobs/4012345006",
      "internal_job_id": 4001234006,
      "location": { "name": "San Francisco, CA" },
      "metadata": [ { "id": 4123456006, "name": "Employment Type", "value": "Full-time", "value_type": "text" } ],
      "id": 4012345006,
      "updated_at": "2025-05-02T14:11:32-04:00",
      "requisition_id": "ENG-142",
      "title": "Senior Backend Engineer",
      "company_name": "Acme Robotics",
      "first_published": "2025-04-18T09:00:11-04:00",
      "language": "en",
      "application_deadline": null,
      "content": "&lt;p&gt;Acme Robotics builds warehouse robots.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Design Node.js services&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Salary &amp;amp; equity.&lt;/p&gt;",
      "departments": [ { "id": 4011111006, "name": "Engineering", "parent_id": null, "child_ids": [] } ],
      "offices": [ { "id": 4022221006, "name": "San Francisco", "location": "San Francisco, California, United States", "parent_id": null, "child_ids": [] } ],
      "pay_input_ranges": [ { "min_cents": 16000000, "max_cents": 19000000, "currency_type": "USD", "title": "US base salary", "blurb": "<p>Depends on location.</p>" } ]
    },
    {
      "absolute_url": "https://job-boards.greenhouse.io/acmerobotics/jobs/9007199254740993",
      "internal_job_id": 4001234777,
      "location": { "name": "Remote - US" },
      "metadata": null,
      "id": 9007199254740993,
      "updated_at": "2025-05-03T08:00:00-04:00",
      "requisition_id": "CS-07",
      "title": "Customer Support Specialist",
      "company_name": "Acme Robotics",
      "first_published": "2025-05-01T10:30:00-04:00",
      "language": "en",
      "application_deadline": "2025-06-30",
      "content": "&lt;p&gt;Hourly role, $28 - $34 per hour.&lt;/p&gt;",
      "departments": [],
      "offices": [ { "id": 4022229006, "name": "Remote", "location": "United States", "parent_id": null, "child_ids": [] } ]
    },
    {
      "absolute_url": "https://job-boards.greenhouse.io/acmerobotics/jobs/4099999006",
      "internal_job_id": null,
      "location": { "name": "Anywhere" },
      "metadata": null,
      "id": 4099999006,
      "updated_at": "2025-05-03T08:00:00-04:00",
      "requisition_id": null,
      "title": "General Application",
      "company_name": "Acme Robotics",
      "first_published": null,
      "content": "&lt;p&gt;Tell us about you.&lt;/p&gt;",
      "departments": [],
      "offices": []
    }
  ],
  "meta": { "total": 3 }
}`;

const numericBoardJobs = {
  jobs: [
    {
      absolute_url: 'https://careers.example-hospital.org/jobs?gh_jid=5011',
      internal_job_id: 5000,
      location: { name: 'Columbus, OH; Dayton, OH' },
      metadata: [],
      id: 5011,
      updated_at: '2025-05-02T14:11:32Z',
      requisition_id: 'RN-1',
      title: 'Registered Nurse - ICU',
      content: '&lt;p&gt;Night shift.&lt;/p&gt;',
      departments: [],
      offices: [],
    },
  ],
  meta: { total: 1 },
};

export const greenhouseRoute: FakeRoute = ({ url }) => {
  const match = url.pathname.match(/^\/greenhouse\/v1\/boards\/([^/]+)(\/jobs)?$/);
  if (!match) return undefined;
  const [, token, jobs] = match;
  if (token === 'acmerobotics' && jobs) return json(greenhouseJobsText);
  if (token === '8451' && jobs) return json(numericBoardJobs);
  if (token === '8451') return json({ name: 'Example Hospital ', content: '<p>Care.</p>' });
  return json({ status: 404, error: 'Job not found' }, 404);
};
