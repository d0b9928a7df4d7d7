import type { DemoEmployer } from '../demo-employers.ts';
import type { DemoPosting } from '../generate-demo-postings.ts';
import { demoHost, departmentOf, employmentLabels } from './payload-helpers.ts';

/** 15-digit ids, sent as strings as SmartRecruiters does. */
export const smartRecruitersId = (posting: DemoPosting) =>
  `7440000${String(posting.seq).padStart(8, '0')}`;

function summary(posting: DemoPosting) {
  const { employer } = posting;
  return {
    id: smartRecruitersId(posting),
    uuid: `${smartRecruitersId(posting).slice(0, 8)}-0000-4000-8000-${String(posting.seq).padStart(12, '0')}`,
    name: posting.title,
    refNumber: posting.requisitionId,
    company: { identifier: employer.slug, name: employer.name },
    releasedDate: posting.postedAt.toISOString(),
    location: {
      city: posting.city,
      region: posting.state,
      country: 'us',
      remote: posting.workplace === 'remote',
      ...(posting.workplace === 'hybrid' ? { hybrid: true } : {}),
    },
    industry: {
      id: departmentOf(posting).toLowerCase().replace(/\s+/g, '_'),
      label: departmentOf(posting),
    },
    department: { id: String(18_554 + (posting.seq % 7)), label: departmentOf(posting) },
    typeOfEmployment: { label: employmentLabels[posting.employmentType] },
    experienceLevel: posting.title.startsWith('Senior')
      ? { id: 'mid_senior_level', label: 'Mid-Senior Level' }
      : { id: 'associate', label: 'Associate' },
    customField: [],
    ref: `${demoHost('smartrecruiters')}/v1/companies/${employer.slug}/postings/${smartRecruitersId(posting)}`,
    creator: { name: 'Demo Recruiter' },
  };
}

/** One page of `GET /v1/companies/{id}/postings?limit=&offset=` (job-sources.md §1.5). */
export function smartRecruitersPage(
  postings: readonly DemoPosting[],
  offset: number,
  limit: number,
) {
  return {
    offset,
    limit,
    totalFound: postings.length,
    content: postings.slice(offset, offset + limit).map(summary),
  };
}

/** "$65,000 - $80,000 per year" / "$24.50 - $28.00 per hour". */
function payText(salary: DemoPosting['salary']): string {
  if (!salary) return '';
  const money = (amount: number) =>
    salary.period === 'hour'
      ? `$${amount.toFixed(2)}`
      : `$${Math.round(amount).toLocaleString('en-US')}`;
  return `<p>Salary range ${money(salary.min)} - ${money(salary.max)} per ${salary.period}.</p>`;
}

/**
 * `GET …/postings/{id}`: the detail call with the job ad's sections. SmartRecruiters has no pay
 * field; employers state pay in "Additional Information", as the job-sources.md §1.5 sample does.
 */
export function smartRecruitersDetail(posting: DemoPosting, employer: DemoEmployer) {
  const url = `https://jobs.smartrecruiters.com/${employer.slug}/${smartRecruitersId(posting)}`;
  return {
    ...summary(posting),
    active: true,
    visibility: 'PUBLIC',
    postingUrl: url,
    applyUrl: `${url}?oga=true`,
    jobAd: {
      sections: {
        companyDescription: { title: 'Company Description', text: `<p>${employer.name}</p>` },
        jobDescription: { title: 'Job Description', text: posting.descriptionHtml },
        qualifications: { title: 'Qualifications', text: '' },
        additionalInformation: { title: 'Additional Information', text: payText(posting.salary) },
      },
    },
  };
}
