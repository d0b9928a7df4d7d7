import { usStates } from '../../geo/us-states.ts';
import type { DemoPosting } from '../generate-demo-postings.ts';
import { postingUuid } from './lever-payload.ts';
import { demoApplyUrl, departmentOf, locationText, plainText } from './payload-helpers.ts';

const employmentTypes: Record<DemoPosting['employmentType'], string> = {
  FULL_TIME: 'FullTime',
  PART_TIME: 'PartTime',
  PER_DIEM: 'PartTime',
  CONTRACT: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Intern',
  VOLUNTEER: 'PartTime',
  OTHER: 'FullTime',
};
const workplaceTypes = { onsite: 'OnSite', hybrid: 'Hybrid', remote: 'Remote' } as const;

function compensation(posting: DemoPosting) {
  const { salary } = posting;
  if (!salary)
    return { compensationTierSummary: null, summaryComponents: [], compensationTiers: [] };
  const short = (value: number) =>
    salary.period === 'hour' ? `$${value.toFixed(2)}` : `$${Math.round(value / 1000)}K`;
  const summary = `${short(salary.min)} – ${short(salary.max)}${salary.period === 'hour' ? ' per hour' : ''}`;
  return {
    compensationTierSummary: summary,
    scrapeableCompensationSalarySummary: summary.replace('–', '-'),
    compensationTiers: [],
    summaryComponents: [
      {
        compensationType: 'Salary',
        interval: salary.period === 'hour' ? '1 HOUR' : '1 YEAR',
        currencyCode: 'USD',
        minValue: salary.min,
        maxValue: salary.max,
      },
    ],
  };
}

/** `GET /posting-api/job-board/{board}?includeCompensation=true` (job-sources.md §1.3). */
export function ashbyJobBoard(postings: readonly DemoPosting[]) {
  const jobs = postings.map((posting) => {
    const id = postingUuid(posting);
    const jobUrl = demoApplyUrl(posting);
    return {
      id,
      title: posting.title,
      department: departmentOf(posting),
      team: departmentOf(posting),
      employmentType: employmentTypes[posting.employmentType],
      location: locationText(posting),
      secondaryLocations: [],
      address: {
        postalAddress: {
          addressLocality: posting.city,
          addressRegion: usStates[posting.state] ?? posting.state,
          addressCountry: 'USA',
        },
      },
      isRemote: posting.workplace === 'remote',
      workplaceType: workplaceTypes[posting.workplace],
      isListed: true,
      publishedAt: posting.postedAt.toISOString().replace('Z', '+00:00'),
      jobUrl,
      applyUrl: `${jobUrl}/application`,
      descriptionHtml: posting.descriptionHtml,
      descriptionPlain: plainText(posting.descriptionHtml),
      shouldDisplayCompensationOnJobPostings: posting.salary !== null,
      compensation: compensation(posting),
    };
  });
  const first = jobs[0];
  // Unlisted postings are in the payload too; connectors must drop them.
  const unlisted = first && { ...first, id: `${first.id.slice(0, -4)}beef`, isListed: false };
  return { apiVersion: '1', jobs: unlisted ? [...jobs, unlisted] : jobs };
}
